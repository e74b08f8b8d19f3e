import { rpcCall } from '../anvil/rpc-call.js'
import { eventually } from '../eventually/eventually.js'

type Ready = { chains: Record<string, { indexedBlock: number | null }> }

/** Resolves once the gateway's indexer of `chainId` has indexed the block the node at `rpcUrl` is at now. */
export async function waitForIndexer(url: string, chainId: string, rpcUrl: string, timeoutMs = 60_000): Promise<void> {
  const head = Number(BigInt(await rpcCall<string>(rpcUrl, 'eth_blockNumber')))
  const readiness = async () => ((await (await fetch(`${url}/health/ready`)).json()) as Ready).chains[chainId]
  await eventually(readiness, (chain) => (chain?.indexedBlock ?? -1) >= head, `the indexer to reach block ${head}`, {
    timeoutMs,
    intervalMs: 50,
  })
}
