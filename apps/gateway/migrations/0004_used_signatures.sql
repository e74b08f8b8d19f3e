-- Hour-scoped signatures (Safe's TOTP design: adding and removing a delegate, deleting a proposal) already accepted, so
-- each is accepted once for its purpose. A signature is keyed by its r and its low-s form (an ECDSA signature has a
-- second valid form, n - s with the other parity, that anyone can compute). A row is kept until its signature's
-- validity (the current and the previous hourly totp) is over: the table holds at most two hours of such writes.
create table used_signatures (
  chain_id bigint not null,
  purpose text not null,
  signature_key text not null,
  expires_at bigint not null,
  primary key (chain_id, purpose, signature_key)
);
create index used_signatures_by_expiry on used_signatures (expires_at);
