-- ERC-20 Approval(owner, spender, value) and ERC-721 ApprovalForAll(owner, operator, approved) logs whose owner is an
-- indexed Safe: which spenders a Safe ever approved on which token (issue 33). The current allowance is read from the
-- chain when asked; the rows only say where to look. kind: 'ERC20' (value: the amount) or 'ERC721_ALL' (value 1 or 0).
create table token_approvals (
  chain_id text not null,
  tx_hash text not null,
  log_index integer not null,
  block_number bigint not null,
  safe text not null,
  token text not null,
  spender text not null,
  kind text not null,
  value text not null,
  primary key (chain_id, tx_hash, log_index)
);
create index token_approvals_safe on token_approvals (chain_id, safe);
