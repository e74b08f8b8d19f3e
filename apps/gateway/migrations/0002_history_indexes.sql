-- The history leaves out transfers made inside a Safe's own executions with `not exists (… m.tx_hash = t.tx_hash)`;
-- without this index each transfer scanned every multisig row of the Safe (bench/gateway/load.ts: 5,000 executions).
create index multisig_by_tx_hash on multisig_transactions (chain_id, tx_hash);
