-- Issue 20: the proposer shown (and the one allowed to delete) is whoever first signed a transaction. An unsigned
-- proposal keeps its sender in `proposer`, which tells a reorg that the row came from the API, but
-- `proposer_signed` stays false until an owner signs it, and that signer then becomes the proposer.
alter table multisig_transactions add column proposer_signed boolean not null default false;

-- Rows from before: the proposer signed if its own confirmation is stored, or for a delegate's proposal, if it was
-- trusted (a delegate proposing with its own signature).
update multisig_transactions m set proposer_signed = true
  where m.proposer is not null
    and ((m.proposed_by_delegate is not null and m.trusted)
      or exists (select 1 from confirmations c
                 where c.chain_id = m.chain_id and c.safe_tx_hash = m.safe_tx_hash and c.owner = m.proposer));

-- An unsigned proposal that an owner confirmed later: that first confirmer is its proposer.
update multisig_transactions m set proposer = f.owner, proposed_by_delegate = null, proposer_signed = true
  from (select distinct on (chain_id, safe_tx_hash) chain_id, safe_tx_hash, owner from confirmations
        where block_number is null order by chain_id, safe_tx_hash, submission_date, owner) f
  where f.chain_id = m.chain_id and f.safe_tx_hash = m.safe_tx_hash and m.proposer is not null
    and not m.proposer_signed;
