import { ConcordDataFile } from './localData'
import { SafeWalletDataFile } from './safeWalletData'

/** A data file recognised: Concord's own, or Safe{Wallet}'s export; or what is wrong with it, in words. */
export type DataFile =
  | { kind: 'concord'; file: ConcordDataFile }
  | { kind: 'safe-wallet'; file: SafeWalletDataFile }
  | { kind: 'invalid'; reason: string }

/** Recognises the text of a data file. */
export function readDataFile(text: string): DataFile {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { kind: 'invalid', reason: 'This file is not JSON: choose a file exported from Concord or Safe{Wallet}.' }
  }
  const concord = ConcordDataFile.safeParse(json)
  if (concord.success) return { kind: 'concord', file: concord.data }
  const safeWallet = SafeWalletDataFile.safeParse(json)
  if (safeWallet.success) return { kind: 'safe-wallet', file: safeWallet.data }
  const version = (json as { version?: unknown } | null)?.version
  if (typeof version === 'string' && version !== '2.0' && version !== '3.0') {
    return {
      kind: 'invalid',
      reason: `Safe{Wallet} export version ${version} is not supported: export your data again from a current Safe{Wallet} (version 3.0).`,
    }
  }
  return {
    kind: 'invalid',
    reason:
      'This file is neither a Concord data export nor a Safe{Wallet} data export (version 3.0): nothing was imported.',
  }
}
