import type { BlockOffsetView } from './block-offset.js'
import { blockRangeError, type ProviderDialect, tooManyResultsError } from './provider-errors.js'
import { forward, type RpcRequest, type RpcResponse, upstreamResult } from './upstream.js'

/** What eth_getLogs is held to, and the counters it bumps. */
export type GetLogsLimits = {
  upstream: string
  maxBlockRange: number
  maxResults: number
  dialect: ProviderDialect
  view: BlockOffsetView | null
  stats: { refused: { blockRange: number; results: number }; widestServed: number; mostResultsServed: number }
}

type Filter = { fromBlock?: string; toBlock?: string; blockHash?: string } & Record<string, unknown>
const hex = (n: number) => `0x${n.toString(16)}`

/** The shown number of a block tag ("latest" and friends are the shown head). */
async function blockOf(limits: GetLogsLimits, tag: string | undefined): Promise<number> {
  if (tag === 'earliest') return 0
  if (tag?.startsWith('0x')) return Number(BigInt(tag))
  const head = Number(BigInt((await upstreamResult(limits.upstream, 'eth_blockNumber', [])) as string))
  return limits.view === null ? head : Number(BigInt(limits.view.shownResult('eth_blockNumber', hex(head)) as string))
}

/** The logs' blocks in the shown numbering. */
function shown(limits: GetLogsLimits, logs: unknown[]): unknown[] {
  return limits.view === null ? logs : (limits.view.shownResult('eth_getLogs', logs) as unknown[])
}

/**
 * eth_getLogs as a provider serves it: a range wider than `maxBlockRange` or an answer of more than `maxResults` logs
 * is refused with the provider's error (the latter naming a range that fits, as Infura and Alchemy do).
 */
export async function limitedGetLogs(limits: GetLogsLimits, call: RpcRequest): Promise<RpcResponse> {
  const filter = (call.params?.[0] ?? {}) as Filter
  if (filter.blockHash !== undefined) {
    const answer = await forward(limits.upstream, call)
    return Array.isArray(answer.result) ? { ...answer, result: shown(limits, answer.result) } : answer
  }
  const from = await blockOf(limits, filter.fromBlock)
  const to = await blockOf(limits, filter.toBlock)
  const range = to - from + 1
  if (range > limits.maxBlockRange) {
    limits.stats.refused.blockRange++
    return { jsonrpc: '2.0', id: call.id, error: blockRangeError(limits.dialect, range, limits.maxBlockRange) }
  }
  const real = limits.view === null ? { from, to } : limits.view.realRange(from, to)
  if (real === null || range <= 0) return { jsonrpc: '2.0', id: call.id, result: [] }
  const answer = await forward(limits.upstream, {
    ...call,
    params: [{ ...filter, fromBlock: hex(real.from), toBlock: hex(real.to) }],
  })
  if (!Array.isArray(answer.result)) return answer
  const logs = shown(limits, answer.result) as { blockNumber: string }[]
  if (logs.length > limits.maxResults) {
    limits.stats.refused.results++
    const firstOver = Number(BigInt((logs[limits.maxResults] as { blockNumber: string }).blockNumber))
    const fits = { from, to: Math.max(from, firstOver - 1) }
    return { jsonrpc: '2.0', id: call.id, error: tooManyResultsError(limits.dialect, limits.maxResults, fits) }
  }
  limits.stats.widestServed = Math.max(limits.stats.widestServed, range)
  limits.stats.mostResultsServed = Math.max(limits.stats.mostResultsServed, logs.length)
  return { ...answer, result: logs }
}
