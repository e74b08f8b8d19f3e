-- The chain's head when a Safe was registered before its deployment: the indexer reads the tokens sent to its address
-- from there on once it is deployed (it reads a Safe's own transfers from its creation on).
alter table counterfactual_safes add column registered_block bigint;
-- What a factory created an indexed Safe with, when the gateway could read it (1.5.0's ProxyCreationL2, or the
-- creation transaction's factory call) and CREATE2 of it gives the Safe's address: the same Safe can then be created
-- on another chain ("Add another network"). Null when it could not be known.
alter table safes add column setup_singleton text;
alter table safes add column setup_initializer text;
alter table safes add column setup_salt_nonce text;
