-- Alerts that do not help spammers (issue 28): transfers of untrusted tokens are alerted only to subscriptions that opt
-- in; deliveries over a subscription's rate limit are held (status 'held') and folded into one summary; an email
-- address receives alerts only once it confirmed (confirmed_at; the link carries a token whose SHA-256 is kept).

alter table alert_subscriptions add column include_untrusted_tokens boolean not null default false;
alter table alert_subscriptions add column confirmed_at bigint;
alter table alert_subscriptions add column confirm_token_hash text;

-- Subscriptions made before opt-in existed keep delivering.
update alert_subscriptions set confirmed_at = created_at;

create unique index alert_subscriptions_confirm_token on alert_subscriptions (confirm_token_hash);
create index alert_deliveries_held on alert_deliveries (subscription_id, created_at) where status = 'held';
