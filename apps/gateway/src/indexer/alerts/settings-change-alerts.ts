import type { AlertSafeSettings } from '@concord/gateway-schema'
import { getAddress } from 'viem'
import { type OutboxEvent, outboxEvent } from '../../outbox/index.js'
import type { Batch } from '../fetch/batch.js'
import type { SafeEvent } from '../fetch/safe-events.js'
import type { SafeState } from '../types/safe-state.js'

const ZERO = '0x0000000000000000000000000000000000000000'
const orNull = (value: unknown) => (typeof value === 'string' && value !== ZERO ? value : null)

/** The Safe events that change its configuration, and what each changes. */
const CHANGES: Record<string, (settings: AlertSafeSettings, args: Record<string, unknown>) => AlertSafeSettings> = {
  AddedOwner: (s, a) => ({ ...s, owners: [a.owner as string, ...s.owners.filter((o) => o !== a.owner)] }),
  RemovedOwner: (s, a) => ({ ...s, owners: s.owners.filter((o) => o !== a.owner) }),
  ChangedThreshold: (s, a) => ({ ...s, threshold: Number(a.threshold) }),
  EnabledModule: (s, a) => ({ ...s, modules: [a.module as string, ...s.modules.filter((m) => m !== a.module)] }),
  DisabledModule: (s, a) => ({ ...s, modules: s.modules.filter((m) => m !== a.module) }),
  ChangedGuard: (s, a) => ({ ...s, guard: orNull(a.guard) }),
  ChangedFallbackHandler: (s, a) => ({ ...s, fallbackHandler: orNull(a.handler) }),
  ChangedMasterCopy: (s, a) => ({ ...s, implementation: a.singleton as string }),
}

/** The settings SAFE_SETTINGS_CHANGED reports, from the indexer's state of a Safe. */
export function settingsOf(state: SafeState): AlertSafeSettings {
  const { owners, threshold, modules, guard, fallbackHandler, singleton } = state
  return { owners, threshold, modules, guard, fallbackHandler, implementation: singleton }
}

/** Whether a batch event changes a Safe's configuration. */
export const isSettingsChange = (event: SafeEvent) => Object.hasOwn(CHANGES, event.name)

/**
 * SAFE_SETTINGS_CHANGED for each transaction of the batch that changed a Safe's configuration (owners added, removed
 * or swapped, threshold, modules, guard, fallback handler, implementation): the event names, and the settings before
 * and after that transaction. `before` holds each changed Safe's settings before the batch.
 */
export function settingsChangeAlerts(batch: Batch, before: ReadonlyMap<string, AlertSafeSettings>): OutboxEvent[] {
  const { chainId } = batch
  const current = new Map(before)
  const open = new Map<string, { txHash: string; before: AlertSafeSettings; changes: string[] }>()
  const out: OutboxEvent[] = []
  const close = (safe: string) => {
    const change = open.get(safe)
    const after = current.get(safe)
    if (change === undefined || after === undefined) return
    open.delete(safe)
    const fields = { txHash: change.txHash, changes: change.changes, before: change.before, after }
    const key = `${chainId}:${change.txHash}:${safe}:settings`
    out.push(outboxEvent(key, { chainId, safe, type: 'SAFE_SETTINGS_CHANGED' }, fields))
  }
  for (const event of batch.events) {
    const apply = CHANGES[event.name]
    const safe = getAddress(event.log.address)
    const settings = current.get(safe)
    if (apply === undefined || settings === undefined) continue
    const txHash = event.log.transactionHash
    if (open.get(safe)?.txHash !== txHash) {
      close(safe)
      open.set(safe, { txHash, before: settings, changes: [] })
    }
    open.get(safe)?.changes.push(event.name)
    current.set(safe, apply(settings, event.args))
  }
  for (const safe of [...open.keys()]) close(safe)
  return out
}
