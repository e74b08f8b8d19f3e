-- SIWE nonces are HMAC-signed and carry their expiry, so handing one out stores nothing. A nonce is stored only
-- when a verified sign-in spends it, and kept until it expires so it opens one session only (on any replica).
create table spent_auth_nonces (
  nonce text primary key,
  expires_at bigint not null
);

-- Nonces handed out under the old scheme were rows without an address; none of them can be spent any more.
delete from sessions where address is null;
