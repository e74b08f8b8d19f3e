-- A message whose `message` is raw bytes (0x hex) that owners sign as SafeMessage{message: bytes} with no hashing
-- first: how a parent Safe confirms off chain a transaction of a nested Safe up to 1.4.1 (legacy EIP-1271 asks with
-- the SafeTx's 66-byte encoding). False for text and typed data, whose content is hashed to 32 bytes first.
alter table messages add column raw_bytes boolean not null default false;
