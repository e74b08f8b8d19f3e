import {
  buildSafeTransactionData,
  encodeMultiSendCall,
  type SafeTransactionData,
  type SafeVersion,
  versionContract,
} from '@concord/protocol'
import type { Address, Hex } from 'viem'
import { WebAppError } from '../../errors'
import type { DraftCall, TxDraft } from '../../tx-draft/txDraft'

/** The one call a Safe transaction makes: the draft's only call, or a MultiSend batch of several. */
export type SafeCall = { to: string; value: string; data: Hex; operation: 0 | 1 }

/**
 * The call the Safe executes for a draft: one call as is; several packed into one `multiSend` DELEGATE call to the
 * version's MultiSendCallOnly (or MultiSend when a batched call is itself a DELEGATE, which CallOnly refuses).
 */
export function draftToSafeCall(calls: readonly DraftCall[], version: SafeVersion): SafeCall {
  const [first, ...rest] = calls
  if (!first) throw new WebAppError('EMPTY_DRAFT', 'A transaction needs at least one call: add one before reviewing.')
  if (rest.length === 0)
    return { to: first.to, value: first.value, data: first.data as Hex, operation: first.operation }
  // Before 1.3.0 there is no MultiSendCallOnly: those versions batch through MultiSend.
  const multiSend = versionContract(version, 'MultiSend')
  const callOnly = versionContract(version, 'MultiSendCallOnly') ?? multiSend
  const target = calls.some((c) => c.operation === 1) ? multiSend : callOnly
  if (target === undefined) {
    throw new WebAppError('NO_MULTISEND', `Safe ${version} has no MultiSend to batch with: send the calls one by one.`)
  }
  const data = encodeMultiSendCall(
    calls.map((c) => ({ operation: c.operation, to: c.to as Address, value: BigInt(c.value), data: c.data as Hex })),
  )
  return { to: target, value: '0', data, operation: 1 }
}

/** The SafeTx fields for a draft at a nonce with a safeTxGas (no refunds: gas price, token and receiver zero). */
export function safeTxFromDraft(
  draft: Pick<TxDraft, 'calls'>,
  options: { version: SafeVersion; nonce: number | bigint; safeTxGas?: string | bigint },
): SafeTransactionData {
  const call = draftToSafeCall(draft.calls, options.version)
  return buildSafeTransactionData({ ...call, nonce: options.nonce, safeTxGas: options.safeTxGas ?? 0n })
}
