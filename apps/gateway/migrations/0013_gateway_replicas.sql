-- Gateway replicas sharing this database, each seen within the last few seconds: the rate limits are divided among
-- them so that a client spread over several replicas meets the configured limit, not N times it.
create table gateway_replicas (
  id text primary key,
  seen_at bigint not null
);
