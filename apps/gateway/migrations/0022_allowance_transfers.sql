-- The canonical AllowanceModules' ExecuteAllowanceTransfer logs naming an indexed Safe (issue 34 point 2): which
-- beneficiary (the module's delegate) spent what from a spending limit. module_log_index is the log index of the
-- module transaction (in the same Ethereum transaction) that made the transfer, so the transaction's details can
-- name who spent it; null where the batch recorded none (a Safe without the L2 module event).
create table allowance_transfers (
  chain_id bigint not null,
  tx_hash text not null,
  log_index integer not null,
  block_number bigint not null,
  safe text not null,
  module text not null,
  delegate text not null,
  token text not null,
  to_address text not null,
  value numeric(78, 0) not null,
  nonce integer not null,
  module_log_index integer,
  primary key (chain_id, tx_hash, log_index)
);
create index allowance_transfers_by_module_tx on allowance_transfers (chain_id, tx_hash, module_log_index);
