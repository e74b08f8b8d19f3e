-- Safes before they are deployed (Safe{Wallet}'s counterfactual Safes): the setup and salt that give their address, so
-- the gateway can serve them (marked not deployed) and the same Safe can be added on another chain at that address.
create table counterfactual_safes (
  chain_id text not null,
  address text not null,
  factory text not null,
  singleton text not null,
  initializer text not null,
  salt_nonce text not null,
  owners jsonb not null,
  threshold integer not null,
  fallback_handler text,
  registered_by text not null,
  created_at bigint not null,
  primary key (chain_id, address)
);
create index counterfactual_safes_owners on counterfactual_safes using gin (owners);
