-- Concord gateway schema. Addresses are stored EIP-55 checksummed, hashes 0x-lowercase,
-- uint256 values as numeric(78,0), timestamps as bigint Unix milliseconds.
-- Every row written by the indexer carries block_number so a reorg rollback can delete it.

-- Indexer progress per chain: the next block to read.
create table chain_cursors (
  chain_id bigint primary key,
  next_block bigint not null,
  head_block bigint not null default 0,
  updated_at bigint not null
);

-- Recent block hashes, for reorg detection.
create table blocks (
  chain_id bigint not null,
  number bigint not null,
  hash text not null,
  parent_hash text not null,
  timestamp bigint not null,
  primary key (chain_id, number)
);

-- One row per indexed Safe: creation facts plus its current state (derived from safe_states).
create table safes (
  chain_id bigint not null,
  address text not null,
  singleton text not null,
  nonce bigint not null default 0,
  threshold integer not null,
  fallback_handler text,
  guard text,
  creator text,
  factory text,
  initializer text,
  salt_nonce text,
  creation_tx_hash text not null,
  creation_block bigint not null,
  creation_log_index integer not null,
  created_at bigint not null,
  primary key (chain_id, address)
);

-- Current owners and modules (derived from the latest safe_states row; rebuilt after each batch and rollback).
create table safe_owners (
  chain_id bigint not null,
  safe text not null,
  owner text not null,
  position integer not null,
  primary key (chain_id, safe, owner)
);
create index safe_owners_by_owner on safe_owners (chain_id, owner);

create table safe_modules (
  chain_id bigint not null,
  safe text not null,
  module text not null,
  primary key (chain_id, safe, module)
);

-- Full Safe state after each state-changing event (confirmationsRequired at a nonce, reorg-safe current state).
create table safe_states (
  chain_id bigint not null,
  safe text not null,
  block_number bigint not null,
  log_index integer not null,
  nonce bigint not null,
  threshold integer not null,
  owners jsonb not null,
  modules jsonb not null,
  singleton text not null,
  fallback_handler text,
  guard text,
  primary key (chain_id, safe, block_number, log_index)
);

-- Multisig transactions: executed ones from the chain, and proposals from the API (part 2).
create table multisig_transactions (
  chain_id bigint not null,
  safe text not null,
  safe_tx_hash text not null,
  to_address text not null,
  value numeric(78, 0) not null,
  data text,
  operation smallint not null,
  safe_tx_gas numeric(78, 0) not null,
  base_gas numeric(78, 0) not null,
  gas_price numeric(78, 0) not null,
  gas_token text not null,
  refund_receiver text not null,
  nonce bigint not null,
  -- execution (null while queued)
  tx_hash text,
  block_number bigint,
  log_index integer,
  execution_date bigint,
  executor text,
  is_successful boolean,
  payment numeric(78, 0),
  fee numeric(78, 0),
  signatures text,
  confirmations_required integer,
  -- proposal
  proposer text,
  proposed_by_delegate text,
  origin text,
  trusted boolean not null default false,
  submission_date bigint not null,
  modified bigint not null,
  primary key (chain_id, safe_tx_hash)
);
create index multisig_by_safe_nonce on multisig_transactions (chain_id, safe, nonce);
create index multisig_by_block on multisig_transactions (chain_id, block_number);

-- One confirmation per (safeTxHash, owner); block_number set when it came from the chain.
create table confirmations (
  chain_id bigint not null,
  safe_tx_hash text not null,
  owner text not null,
  signature text,
  signature_type text not null,
  submission_date bigint not null,
  block_number bigint,
  primary key (chain_id, safe_tx_hash, owner)
);

-- On-chain approveHash calls (may precede the proposal of the transaction they approve).
create table approved_hashes (
  chain_id bigint not null,
  safe text not null,
  hash text not null,
  owner text not null,
  tx_hash text not null,
  block_number bigint not null,
  log_index integer not null,
  execution_date bigint not null,
  primary key (chain_id, safe, hash, owner)
);

-- Module transactions (SafeModuleTransaction + ExecutionFromModuleSuccess/Failure).
create table module_transactions (
  chain_id bigint not null,
  safe text not null,
  module text not null,
  to_address text not null,
  value numeric(78, 0) not null,
  data text,
  operation smallint not null,
  is_successful boolean not null,
  tx_hash text not null,
  block_number bigint not null,
  log_index integer not null,
  execution_date bigint not null,
  primary key (chain_id, tx_hash, log_index)
);
create index module_by_safe on module_transactions (chain_id, safe, block_number);

-- Transfers from or to indexed Safes: NATIVE (SafeReceived or a multisig value transfer), ERC20, ERC721.
create table transfers (
  chain_id bigint not null,
  tx_hash text not null,
  log_index integer not null,
  block_number bigint not null,
  execution_date bigint not null,
  token_type text not null,
  token_address text,
  from_address text not null,
  to_address text not null,
  value numeric(78, 0),
  token_id numeric(78, 0),
  primary key (chain_id, tx_hash, log_index)
);
create index transfers_by_to on transfers (chain_id, to_address, block_number);
create index transfers_by_from on transfers (chain_id, from_address, block_number);

-- Token metadata, fetched once per token.
create table tokens (
  chain_id bigint not null,
  address text not null,
  token_type text not null,
  name text not null,
  symbol text not null,
  decimals integer not null,
  logo_uri text not null default '',
  trusted boolean not null default false,
  valid boolean not null default true,
  primary key (chain_id, address)
);

-- On-chain SignMsg events (SignMessageLib).
create table signed_messages (
  chain_id bigint not null,
  safe text not null,
  message_hash text not null,
  tx_hash text not null,
  block_number bigint not null,
  log_index integer not null,
  primary key (chain_id, safe, message_hash)
);

-- Off-chain messages (EIP-1271) and their owner signatures.
create table messages (
  chain_id bigint not null,
  safe text not null,
  message_hash text not null,
  message jsonb not null,
  proposed_by text not null,
  safe_app_id integer,
  origin text,
  created bigint not null,
  modified bigint not null,
  primary key (chain_id, message_hash)
);
create index messages_by_safe on messages (chain_id, safe, created);

create table message_signatures (
  chain_id bigint not null,
  message_hash text not null,
  owner text not null,
  signature text not null,
  signature_type text not null,
  created bigint not null,
  primary key (chain_id, message_hash, owner)
);

-- Delegates (safe null = every Safe the delegator owns).
create table delegates (
  id bigserial primary key,
  chain_id bigint not null,
  safe text,
  delegate text not null,
  delegator text not null,
  label text not null,
  expiry_date bigint,
  created bigint not null
);
create unique index delegates_unique on delegates (chain_id, delegate, delegator, coalesce(safe, ''));

-- Notification devices and their Safe subscriptions.
create table devices (
  uuid uuid primary key,
  cloud_messaging_token text not null,
  build_number text not null,
  bundle text not null,
  device_type text not null,
  version text not null,
  created bigint not null,
  modified bigint not null
);

create table device_registrations (
  uuid uuid not null references devices (uuid) on delete cascade,
  chain_id bigint not null,
  safe text not null,
  signer text,
  created bigint not null,
  primary key (uuid, chain_id, safe)
);

-- Sign-in sessions (SIWE): the nonce handed out, then the verified address.
create table sessions (
  id text primary key,
  nonce text not null unique,
  address text,
  chain_id bigint,
  issued_at bigint not null,
  expires_at bigint not null
);
