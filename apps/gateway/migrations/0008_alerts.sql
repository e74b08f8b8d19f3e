-- Alerts and webhooks (issue 21): subscriptions, the outbox of Safe events written in the transaction that caused them,
-- the deliveries fanned out from it per subscription, and every delivery attempt.

create table alert_subscriptions (
  id text primary key,
  chain_id text not null,
  safe text not null,
  channel text not null,
  destination text not null,
  format text not null,
  secret text not null,
  events jsonb not null,
  thresholds jsonb not null,
  created_by text not null,
  created_at bigint not null
);
create index alert_subscriptions_safe on alert_subscriptions (chain_id, safe);

-- The outbox: one row per event, deleted once the dispatcher has fanned it out into deliveries (same transaction).
-- event_key makes a repeated write (a proposal sent twice, a re-indexed block) one event.
create table alert_events (
  id bigserial primary key,
  event_key text not null unique,
  chain_id text not null,
  safe text not null,
  type text not null,
  payload jsonb not null,
  created_at bigint not null
);

create table alert_deliveries (
  id text primary key,
  subscription_id text not null references alert_subscriptions (id) on delete cascade,
  dedupe_key text not null,
  type text not null,
  payload jsonb not null,
  status text not null,
  attempts integer not null default 0,
  next_attempt_at bigint not null,
  lease_until bigint,
  last_error text,
  delivered_at bigint,
  created_at bigint not null,
  unique (subscription_id, dedupe_key)
);
create index alert_deliveries_due on alert_deliveries (status, next_attempt_at);
create index alert_deliveries_recent on alert_deliveries (subscription_id, created_at desc);

create table alert_attempts (
  delivery_id text not null references alert_deliveries (id) on delete cascade,
  attempt integer not null,
  at bigint not null,
  status_code integer,
  error text,
  duration_ms integer not null,
  primary key (delivery_id, attempt)
);
