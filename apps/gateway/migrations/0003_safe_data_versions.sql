-- A counter per Safe that the gateway's own off-chain writes (proposals, confirmations, deletions, messages) bump in
-- the same transaction as the write. Together with the chain cursor (which the indexer moves in the transaction of
-- every batch and rollback) it is the "data version" of a Safe's reads: cached responses are keyed on it, so every
-- replica sees a write of any other replica on its next read (src/server/serve-cached.ts).
create table safe_data_versions (
  chain_id bigint not null,
  safe text not null,
  version bigint not null,
  primary key (chain_id, safe)
);
