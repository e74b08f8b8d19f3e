import { migrationAddresses } from '@concord/protocol'
import { type Hex, isAddressEqual } from 'viem'
import type { FlatCall } from '../review/flattenCalls'
import { transferOf } from '../simulate/balanceChanges'

/**
 * Something the signer should know before signing. DELEGATE calls to untrusted code are not among them: they block
 * the sign and execute controls themselves (useDelegateCallCheck), on every screen.
 */
export type TxWarning =
  | { kind: 'settings-change'; change: string; batchIndex: number | null }
  | { kind: 'unknown-recipient'; recipient: string; batchIndex: number | null }
  | { kind: 'safe-recipient'; batchIndex: number | null }

/**
 * Migration contracts of Safe 1.4.1 (SafeMigration, SafeToL2Migration at their singleton-factory addresses): the
 * official implementation-upgrade path is a DELEGATE call to them.
 */
export const MIGRATION_CONTRACTS: readonly string[] = Object.values(migrationAddresses)

/**
 * The Safe's own functions that change who controls it or what code runs with its storage, by selector. The selectors
 * are written out (test/settingsSelectors.test.ts recomputes each from its signature): hashing ten signatures when the
 * module loads lengthened the task that shows a transaction by a few milliseconds on a phone.
 */
export const SETTINGS_SELECTORS: Readonly<Record<string, { signature: string; change: string }>> = {
  '0x0d582f13': { signature: 'addOwnerWithThreshold(address,uint256)', change: 'add an owner' },
  '0xf8dc5dd9': { signature: 'removeOwner(address,address,uint256)', change: 'remove an owner' },
  '0xe318b52b': { signature: 'swapOwner(address,address,address)', change: 'replace an owner' },
  '0x694e80c3': { signature: 'changeThreshold(uint256)', change: 'change the threshold' },
  '0x610b5925': { signature: 'enableModule(address)', change: 'enable a module' },
  '0xe009cfde': { signature: 'disableModule(address,address)', change: 'disable a module' },
  '0xe19a9dd9': { signature: 'setGuard(address)', change: 'set the guard' },
  '0xe068df37': { signature: 'setModuleGuard(address)', change: 'set the module guard' },
  '0xf08a0323': { signature: 'setFallbackHandler(address)', change: 'set the fallback handler' },
  '0x7de7edef': { signature: 'changeMasterCopy(address)', change: 'change the implementation' },
}

/** What a call to the Safe itself changes in its settings, in words, or null for anything else. */
export function settingsChangeOf(safe: string, call: Pick<FlatCall, 'to' | 'data'>): string | null {
  if (!isAddressEqual(call.to as Hex, safe as Hex)) return null
  return SETTINGS_SELECTORS[call.data.slice(0, 10).toLowerCase()]?.change ?? null
}

/**
 * The warnings for the calls a transaction makes (batches already unpacked): changes of owners, threshold, modules,
 * guard, fallback handler or implementation (a DELEGATE call to a migration contract changes the implementation), and
 * transfers to recipients not in the address book or to the Safe itself (tokens sent to it are not lost, but a
 * transfer meant for someone else that names the Safe is the mark of a swapped address).
 */
export function detectWarnings(
  safe: string,
  calls: readonly FlatCall[],
  options: { isKnown: (address: string) => boolean },
): TxWarning[] {
  const warnings: TxWarning[] = []
  for (const call of calls) {
    const at = call.batchIndex
    if (call.operation === 1) {
      if (MIGRATION_CONTRACTS.some((m) => isAddressEqual(m as Hex, call.to as Hex))) {
        warnings.push({ kind: 'settings-change', change: 'change the implementation', batchIndex: at })
      }
      continue
    }
    const change = settingsChangeOf(safe, call)
    if (change) warnings.push({ kind: 'settings-change', change, batchIndex: at })
    const warning = recipientWarning(safe, call, options)
    if (warning) warnings.push(warning)
  }
  return warnings
}

function recipientWarning(
  safe: string,
  call: FlatCall,
  options: { isKnown: (address: string) => boolean },
): TxWarning | null {
  const transfer = transferOf(call)
  if (!transfer) return null
  if (isAddressEqual(transfer.to as Hex, safe as Hex)) {
    return transfer.amount > 0n ? { kind: 'safe-recipient', batchIndex: call.batchIndex } : null
  }
  return options.isKnown(transfer.to)
    ? null
    : { kind: 'unknown-recipient', recipient: transfer.to, batchIndex: call.batchIndex }
}
