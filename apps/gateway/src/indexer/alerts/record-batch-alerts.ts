import type { AlertSafeSettings } from '@concord/gateway-schema'
import { getAddress } from 'viem'
import type { Queryable } from '../../db/db.js'
import { ALERT_EVENTS } from '../../outbox/index.js'
import type { Batch } from '../fetch/batch.js'
import { MULTISIG_TRANSACTIONS } from '../store/activity-tables.js'
import type { BatchWrites } from '../store/batch-writes-repository.js'
import { safeStateRepository } from '../store/safe-state-repository.js'
import { batchAlertEvents } from './batch-alert-events.js'
import { isSettingsChange, settingsChangeAlerts, settingsOf } from './settings-change-alerts.js'

/** Each Safe's settings before the batch, for the Safes whose configuration it changes. */
async function settingsBefore(db: Queryable, batch: Batch, safes: ReadonlySet<string>) {
  const changed = new Set(batch.events.filter(isSettingsChange).map((event) => getAddress(event.log.address)))
  const before = new Map<string, AlertSafeSettings>()
  const states = safeStateRepository(db)
  for (const safe of changed) {
    if (!safes.has(safe)) continue
    const state = await states.latest(batch.chainId, safe)
    if (state !== null) before.set(safe, settingsOf(state))
  }
  return before
}

/**
 * Records the batch's alert events in `writes`, which the indexer runs in the batch's own transaction: the outbox
 * holds an event exactly when the batch that caused it is committed. The executions the indexer recorded in `writes`
 * (L2 or not) give the SafeTx whose ether an execution sent. Reads the Safes' settings before the batch
 * through `db` (only this indexer writes them, as `applyBatch` relies on too). Safes created by the batch are skipped
 * for configuration changes (their setup is not a change).
 */
export async function recordBatchAlerts(
  db: Queryable,
  writes: BatchWrites,
  batch: Batch,
  knownSafes: ReadonlySet<string>,
  created: readonly string[],
): Promise<void> {
  const safes = new Set([...knownSafes, ...created])
  const events = [
    ...batchAlertEvents(batch, safes, writes.rowsOf(MULTISIG_TRANSACTIONS)),
    ...settingsChangeAlerts(batch, await settingsBefore(db, batch, knownSafes)),
  ]
  const createdAt = Date.now()
  for (const event of events) {
    const { key, chainId, safe, type, payload } = event
    writes.insert(ALERT_EVENTS, { eventKey: key, chainId, safe, type, payload: JSON.stringify(payload), createdAt })
  }
}
