import type { TransactionDetails } from '@concord/gateway-client'
import type { Hex } from 'viem'

/** The call a transaction makes (to, value, data, operation) from the gateway's txData, or null when it has none. */
export function safeCallOfDetails(
  details: TransactionDetails,
): { to: string; value: string; data: Hex; operation: 0 | 1 } | null {
  const data = details.txData
  if (!data) return null
  return { to: data.to.value, value: data.value ?? '0', data: (data.hexData ?? '0x') as Hex, operation: data.operation }
}
