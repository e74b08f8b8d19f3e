-- Issue 28 point 3: Safes tracked on request hold their slot only while they are asked about. last_requested_at is
-- the last request about the Safe (the least recently requested slot is recycled first when the cap is reached);
-- by_owner marks a Safe a signed-in owner of it asked about (such slots outrank anonymous ones: an anonymous request
-- never recycles them). An evicted Safe keeps its row and its indexed history: the indexer stops reading it and
-- records how far its history is in (backfilled_to), so tracking it again backfills only what it missed.
alter table tracked_safes add column last_requested_at bigint;
update tracked_safes set last_requested_at = tracked_at;
alter table tracked_safes add column by_owner boolean not null default false;
alter table tracked_safes add column evicted boolean not null default false;
