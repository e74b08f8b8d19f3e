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

-- Safe info's cache tags read the latest executed multisig and the latest ERC-721 transfer of a Safe from these
-- (instead of a max() over every row of a busy Safe: bench/gateway/load.ts has 5,000 executions).
create index multisig_executed_modified on multisig_transactions (chain_id, safe, modified) where tx_hash is not null;
create index transfers_erc721_by_to on transfers (chain_id, to_address, block_number) where token_type = 'ERC721';
create index transfers_erc721_by_from on transfers (chain_id, from_address, block_number) where token_type = 'ERC721';
