-- Issue 28: a Delegate(delegateAddress, totp) signature is spent per action. Adding and removing a delegate sign the
-- same message, so a removal in the hour of the addition carries the addition's bytes: the removal is accepted once
-- after the addition (removal_spent turns true), and then neither action accepts them again (an addition replayed
-- after the removal, or a removal's bytes offered as an addition, stay refused). Delete requests never set it.
alter table used_signatures add column removal_spent boolean not null default false;

-- Rows from before recorded an addition or a removal without telling which: both stay refused, as they were, until
-- the rows expire (two hours at most).
update used_signatures set removal_spent = true where purpose = 'delegate';
