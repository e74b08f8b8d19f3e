// The routes the scale benchmark loads, each over every seeded Safe, and the proposals that give queues content.
import { buildSafeTransactionData, hashSafeTx } from '@concord/protocol'
import type { SeededSafe } from './seed-many-safes.ts'

/** One route: its name in the table and its paths, one per Safe. */
export type ScaleRoute = { name: string; paths: string[] }

/** The read routes a wallet polls, each as one path per Safe. */
export function routePaths(chainId: number, safes: readonly SeededSafe[]): ScaleRoute[] {
  const base = `/v1/chains/${chainId}/safes`
  const route = (name: string, suffix: string) => ({
    name,
    paths: safes.map((safe) => `${base}/${safe.address}${suffix}`),
  })
  return [
    route('safe info', ''),
    route('nonces', '/nonces'),
    route('queue', '/transactions/queued'),
    route('history', '/transactions/history'),
    route('balances (live RPC)', '/balances/usd'),
  ]
}

/** Proposes one transfer at the Safe's next nonce, signed by its owner. */
export async function proposeOne(gatewayUrl: string, chainId: number, safe: SeededSafe): Promise<void> {
  const tx = buildSafeTransactionData({ to: safe.owner.address, value: 1n, nonce: safe.nonce })
  const safeTxHash = hashSafeTx({ chainId, safeAddress: safe.address, version: '1.4.1', tx })
  const response = await fetch(`${gatewayUrl}/v1/chains/${chainId}/transactions/${safe.address}/propose`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...{ to: tx.to, value: tx.value.toString(), data: null, nonce: String(safe.nonce), operation: 0 },
      ...{ safeTxGas: '0', baseGas: '0', gasPrice: '0', gasToken: tx.gasToken, refundReceiver: null },
      ...{
        safeTxHash,
        sender: safe.owner.address,
        signature: await safe.owner.sign({ hash: safeTxHash }),
        origin: null,
      },
    }),
  })
  if (!response.ok) throw new Error(`proposal to ${safe.address}: ${response.status} ${await response.text()}`)
}
