import { explainSafeError, type SafeTransactionData, type SafeVersion } from '@concord/protocol'
import type { Address, PublicClient } from 'viem'
import { simulateSafeCall } from '../simulate/simulateSafeCall'
import { failureReason } from './revertReason'

/**
 * Why an execTransaction eth_call/estimate failed, in words: Safe's GSxxx code spelled out, and for GS013 (the call
 * failed, which the Safe does not say why) the reason of that call run alone inside the Safe.
 */
export async function explainExecutionFailure(
  client: Pick<PublicClient, 'call'>,
  safe: Address,
  version: SafeVersion,
  tx: SafeTransactionData,
  error: unknown,
): Promise<string> {
  const reason = failureReason(error)
  if (!reason.includes('GS013')) return explainSafeError(reason)
  const inner = await simulateSafeCall(client, safe, version, { ...tx, value: tx.value.toString() })
  return inner.ok ? explainSafeError(reason) : `the call reverts: ${inner.reason}`
}
