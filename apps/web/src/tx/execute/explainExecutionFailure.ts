import { explainSafeError, type SafeTransactionData, type SafeVersion } from '@concord/protocol'
import type { Address, PublicClient } from 'viem'
import { shortfallOfCall } from '../simulate/shortfallOfCall'
import { simulateSafeCall } from '../simulate/simulateSafeCall'
import { failureReason } from './revertReason'

/**
 * Why an execTransaction eth_call/estimate failed, in words: Safe's GSxxx code spelled out, and for GS013 (the call
 * failed, which the Safe does not say why) the reason of that call run alone inside the Safe — with a full client and
 * the chain's native coin, what the Safe holds against what the call sends when that is why.
 */
export async function explainExecutionFailure(
  client: Pick<PublicClient, 'call'>,
  safe: Address,
  version: SafeVersion,
  tx: SafeTransactionData,
  error: unknown,
  native?: { symbol: string; decimals: number },
): Promise<string> {
  const reason = failureReason(error)
  if (!reason.includes('GS013')) return explainSafeError(reason)
  const inner = await simulateSafeCall(client, safe, version, { ...tx, value: tx.value.toString() })
  if (inner.ok) return explainSafeError(reason)
  const short =
    native && 'getBalance' in client ? await shortfallOfCall(client as PublicClient, safe, tx, native) : null
  return `the call reverts: ${short ?? inner.reason}`
}
