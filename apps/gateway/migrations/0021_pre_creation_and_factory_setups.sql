-- The chain's head when a Safe was registered before its deployment: the indexer reads the tokens sent to its address
-- from there on once it is deployed (it reads a Safe's own transfers from its creation on).
alter table counterfactual_safes add column registered_block bigint;
