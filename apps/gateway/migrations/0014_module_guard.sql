-- Safe 1.5.0's module guard (setModuleGuard, ChangedModuleGuard): kept beside the guard in a Safe's current state and
-- in its state snapshots. Null for every Safe before 1.5.0 and for Safes without one.
alter table safes add column module_guard text;
alter table safe_states add column module_guard text;
