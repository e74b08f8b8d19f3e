-- Issue 18: the Safes a chain in tracked mode indexes. A row is added from the config or by the first API request
-- about a Safe that exists on chain. Its backfill reads the Safe's history from creation_block (found on chain) up to
-- the chain cursor; backfilled_to is the last block read, moved in each backfill batch's transaction, so a restart
-- resumes after it. Once it reaches the cursor, following is set and the indexer reads the Safe with every new block.
create table tracked_safes (
  chain_id bigint not null,
  address text not null,
  source text not null,
  creation_block bigint,
  backfilled_to bigint,
  following boolean not null default false,
  tracked_at bigint not null,
  primary key (chain_id, address)
);
