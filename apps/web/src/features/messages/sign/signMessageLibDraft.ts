import { canonicalAddresses, signMessageLibAbi } from '@concord/protocol'
import { encodeFunctionData, type Hex } from 'viem'
import type { TxDraft } from '../../../tx-draft/txDraft'

/** Safe versions with a canonical SignMessageLib. */
type KnownVersion = keyof typeof canonicalAddresses

/**
 * The transaction that signs a message on chain: a DELEGATECALL to the canonical SignMessageLib of the Safe's version
 * with `signMessage(contentHash)`, after which the Safe's isValidSignature(contentHash, "0x") accepts it. Null for a
 * version without a known SignMessageLib.
 */
export function signMessageLibDraft(
  version: string,
  contentHash: Hex,
  title: string,
  app?: TxDraft['app'],
): TxDraft | null {
  const addresses = canonicalAddresses[version as KnownVersion]
  if (!addresses) return null
  const data = encodeFunctionData({ abi: signMessageLibAbi, functionName: 'signMessage', args: [contentHash] })
  return {
    title,
    origin: app ? 'app' : 'raw',
    calls: [{ to: addresses.SignMessageLib, value: '0', data, operation: 1 }],
    ...(app ? { app } : {}),
  }
}
