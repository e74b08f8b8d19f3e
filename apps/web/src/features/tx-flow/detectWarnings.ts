import { canonicalAddresses, migrationAddresses, SAFE_VERSIONS } from '@concord/protocol'
import { type Hex, isAddressEqual, toFunctionSelector } from 'viem'
import { transferOf } from './balanceChanges'
import type { FlatCall } from './flattenCalls'

/** Something the signer must know before signing; `blocking` ones need an explicit confirmation. */
export type TxWarning =
  | { kind: 'untrusted-delegate'; blocking: true; target: string; batchIndex: number | null }
  | { kind: 'settings-change'; blocking: false; change: string; batchIndex: number | null }
  | { kind: 'unknown-recipient'; blocking: false; recipient: string; batchIndex: number | null }

/**
 * Migration contracts of Safe 1.4.1 (SafeMigration, SafeToL2Migration at their singleton-factory addresses): the
 * official implementation-upgrade path is a DELEGATE call to them.
 */
export const MIGRATION_CONTRACTS: readonly string[] = Object.values(migrationAddresses)

// The Safe's own functions that change who controls it or what code runs with its storage.
const SETTINGS_SELECTORS: Record<string, string> = Object.fromEntries(
  [
    ['addOwnerWithThreshold(address,uint256)', 'add an owner'],
    ['removeOwner(address,address,uint256)', 'remove an owner'],
    ['swapOwner(address,address,address)', 'replace an owner'],
    ['changeThreshold(uint256)', 'change the threshold'],
    ['enableModule(address)', 'enable a module'],
    ['disableModule(address,address)', 'disable a module'],
    ['setGuard(address)', 'set the guard'],
    ['setFallbackHandler(address)', 'set the fallback handler'],
    ['changeMasterCopy(address)', 'change the implementation'],
  ].map(([signature, words]) => [toFunctionSelector(`function ${signature}`), words as string]),
)

/** Whether a DELEGATE call to `target` is to a contract Safe ships for it (batches, message signing, migrations). */
export function isTrustedDelegateTarget(target: string, extra: readonly string[] = []): boolean {
  const trusted = [...MIGRATION_CONTRACTS, ...extra]
  for (const version of SAFE_VERSIONS) {
    const c = canonicalAddresses[version]
    trusted.push(c.MultiSend, c.MultiSendCallOnly, c.SignMessageLib)
  }
  return trusted.some((t) => isAddressEqual(t as Hex, target as Hex))
}

/** What a call to the Safe itself changes in its settings, in words, or null for anything else. */
export function settingsChangeOf(safe: string, call: Pick<FlatCall, 'to' | 'data'>): string | null {
  if (!isAddressEqual(call.to as Hex, safe as Hex)) return null
  return SETTINGS_SELECTORS[call.data.slice(0, 10).toLowerCase()] ?? null
}

/**
 * The warnings for the calls a transaction makes (batches already unpacked): DELEGATE calls to untrusted code
 * (blocking), changes of owners, threshold, modules, guard, fallback handler or implementation (a DELEGATE call to a
 * migration contract changes the implementation), and transfers to recipients not in the address book.
 */
export function detectWarnings(
  safe: string,
  calls: readonly FlatCall[],
  options: { isKnown: (address: string) => boolean; trustedTargets?: readonly string[] },
): TxWarning[] {
  const warnings: TxWarning[] = []
  for (const call of calls) {
    const at = call.batchIndex
    if (call.operation === 1) {
      if (!isTrustedDelegateTarget(call.to, options.trustedTargets)) {
        warnings.push({ kind: 'untrusted-delegate', blocking: true, target: call.to, batchIndex: at })
      } else if (MIGRATION_CONTRACTS.some((m) => isAddressEqual(m as Hex, call.to as Hex))) {
        warnings.push({ kind: 'settings-change', blocking: false, change: 'change the implementation', batchIndex: at })
      }
      continue
    }
    const change = settingsChangeOf(safe, call)
    if (change) warnings.push({ kind: 'settings-change', blocking: false, change, batchIndex: at })
    const transfer = transferOf(call)
    if (transfer && !isAddressEqual(transfer.to as Hex, safe as Hex) && !options.isKnown(transfer.to)) {
      warnings.push({ kind: 'unknown-recipient', blocking: false, recipient: transfer.to, batchIndex: at })
    }
  }
  return warnings
}
