import { chainIdNumber } from '@concord/protocol'
import { createPublicClient, type PublicClient } from 'viem'
import { discoverSafeContracts } from '../context/discover-safe-contracts.js'
import { describeRpcUrl } from '../rpc/describe-rpc-url.js'
import { rpcTransport } from '../rpc/rpc-transport.js'
import type { ChainConfig } from './config-schema.js'

/** One finding of a config check: what was checked, whether it holds, and in words what is wrong or found. */
export type ConfigFinding = { ok: boolean; what: string; message: string }

// A topic no contract emits: eth_getLogs over the widest range the config allows, without asking for a real answer.
const NO_SUCH_TOPIC = `0x${'c0ffee'.padEnd(64, '0')}` as const

/** The first line of an error's message, so a finding stays one line. */
const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''

/**
 * Checks one chain's RPC as the gateway will use it: it answers, it serves the configured chain id, the Safe
 * contracts are there (the configured ones, or the canonical ones found as at start), and eth_getLogs over
 * `rpcLimits.maxBlockRange` blocks is accepted. Stops at the first check a later one depends on.
 */
export async function checkChainRpc(chain: ChainConfig): Promise<ConfigFinding[]> {
  const named = `chain ${chain.chainId} (${chain.chainName})`
  const at = describeRpcUrl(chain.rpcUrl)
  const limits = { ...chain.rpcLimits, retries: Math.min(chain.rpcLimits.retries, 1) }
  const client = createPublicClient({
    transport: rpcTransport(chain.rpcUrl, { retryCount: 0, batch: false }, limits),
  }) as PublicClient
  const findings: ConfigFinding[] = []
  let served: number
  try {
    served = await client.getChainId()
  } catch (error) {
    const message = `the RPC at ${at} does not answer (${firstLine(error)}): check rpcUrl and that the node is up`
    return [{ ok: false, what: `${named}: RPC`, message }]
  }
  if (served !== chainIdNumber(chain.chainId)) {
    const message = `the RPC at ${at} serves chain ${served}, not ${chain.chainId}: point rpcUrl at a ${chain.chainName} node`
    return [{ ok: false, what: `${named}: chain id`, message }]
  }
  findings.push({ ok: true, what: `${named}: chain id`, message: `the RPC at ${at} serves chain ${served}` })
  findings.push(await checkContracts(chain, named))
  findings.push(await checkLogsRange(client, chain, named))
  return findings
}

/** The Safe contracts: discovery's notes when the config lists none, else whether the listed singletons have code. */
async function checkContracts(chain: ChainConfig, named: string): Promise<ConfigFinding> {
  const what = `${named}: Safe contracts`
  try {
    if (Object.keys(chain.contracts).length > 0) {
      const client = createPublicClient({ transport: rpcTransport(chain.rpcUrl, { retryCount: 0 }) }) as PublicClient
      const missing: string[] = []
      for (const [version, set] of Object.entries(chain.contracts)) {
        const code = await client.getCode({ address: set.safeSingleton })
        const codeL2 = set.safeL2Singleton === null ? '0x' : await client.getCode({ address: set.safeL2Singleton })
        if ((code ?? '0x') === '0x' && (codeL2 ?? '0x') === '0x') missing.push(version)
      }
      if (missing.length > 0) {
        const message = `no code at the configured Safe ${missing.join(' and ')} singletons: fix their addresses under "contracts", or leave "contracts" out to use the canonical deployments`
        return { ok: false, what, message }
      }
      return {
        ok: true,
        what,
        message: `the configured Safe ${Object.keys(chain.contracts).join(' and ')} singletons have code`,
      }
    }
    const { notes } = await discoverSafeContracts(chain)
    return { ok: true, what, message: notes.map((note) => note.replace(`${named}: `, '')).join('; ') }
  } catch (error) {
    return { ok: false, what, message: firstLine(error) }
  }
}

/** eth_getLogs over the widest range the config lets the indexer ask for, ending at the head. */
async function checkLogsRange(client: PublicClient, chain: ChainConfig, named: string): Promise<ConfigFinding> {
  const what = `${named}: eth_getLogs range`
  const range = BigInt(Math.min(chain.rpcLimits.maxBlockRange, chain.indexer.maxBlockRange))
  try {
    const head = await client.getBlockNumber()
    const fromBlock = head + 1n > range ? head + 1n - range : 0n
    await client.request({
      method: 'eth_getLogs',
      params: [
        { fromBlock: `0x${fromBlock.toString(16)}`, toBlock: `0x${head.toString(16)}`, topics: [NO_SUCH_TOPIC] },
      ],
    })
    return { ok: true, what, message: `${range} blocks per request are accepted` }
  } catch (error) {
    const message = `the RPC refuses eth_getLogs over ${range} blocks (${firstLine(error)}): lower rpcLimits.maxBlockRange to what the provider allows`
    return { ok: false, what, message }
  }
}
