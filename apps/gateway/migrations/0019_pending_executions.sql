-- Executions sent to the chain and not mined yet (issue 34): every owner sees one as "executing", and its sender can
-- speed it up or cancel it. A speed-up replaces the row of the same sender and account nonce; a row goes once its
-- transaction is mined, replaced or dropped (checked when read).
create table pending_executions (
  chain_id text not null,
  tx_hash text not null,
  safe text not null,
  safe_tx_hash text not null,
  sender text not null,
  account_nonce bigint not null,
  gas_limit text not null,
  max_fee_per_gas text,
  max_priority_fee_per_gas text,
  gas_price text,
  submitted_at bigint not null,
  primary key (chain_id, tx_hash),
  unique (chain_id, sender, account_nonce)
);
create index pending_executions_safe on pending_executions (chain_id, safe);
