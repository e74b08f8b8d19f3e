import type { GatewayClient } from '@concord/gateway-client'

const INDEX_WAIT_MS = 60_000

/**
 * Polls the gateway until it shows the transaction as executed (its indexer follows the chain a little behind), so
 * the pages refetched afterwards show it in history; gives up quietly after a minute (the polls catch up later).
 */
export async function waitUntilExecutedAtGateway(
  client: Pick<GatewayClient, 'getTransactionDetails'>,
  chainId: string,
  txId: string,
): Promise<boolean> {
  const deadline = Date.now() + INDEX_WAIT_MS
  while (Date.now() < deadline) {
    const details = await client.getTransactionDetails(chainId, txId).catch(() => null)
    if (details?.txHash) return true
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return false
}
