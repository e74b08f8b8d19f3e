-- Issue 16: each signed-in account's address book, per chain, synced between its browsers. One row per named
-- address; a deletion stays as a tombstone (deleted = true) so it reaches the other browsers, and updated_at
-- (unix ms, set by the browser that made the edit) decides which of two edits of one entry wins.
create table address_book_entries (
  account text not null,
  chain_id bigint not null,
  address text not null,
  name text not null,
  updated_at bigint not null,
  deleted boolean not null default false,
  primary key (account, chain_id, address)
);
