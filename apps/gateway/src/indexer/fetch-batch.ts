import { getAddress, type Hex, pad } from 'viem'
import type { Batch } from './apply-batch.js'
import type { ChainReader } from './chain-reader.js'
import type { ConfiguredToken } from './configured-token.js'
import { fetchTxFacts } from './fetch-tx-facts.js'
import { collectExecCalls, executionsWithoutL2Event } from './find-exec-calls.js'
import {
  decodeSafeEvent,
  decodeTokenTransfer,
  SAFE_EVENT_TOPICS,
  type SafeEvent,
  TRANSFER_TOPIC,
} from './safe-events.js'

/** What fetchBatch needs to know about the chain's indexed state. */
export type FetchContext = {
  chainId: string
  reader: ChainReader
  knownSafes: ReadonlySet<string>
  knownTokens: ReadonlySet<string>
  proxyFactories: ReadonlySet<string>
  versionOf: (singleton: string) => string | null
  /** Tokens listed in the chain config: trusted, with the logo (and fallback metadata) given there. */
  configuredTokens: ReadonlyMap<string, ConfiguredToken>
}

// eth_getLogs topic filters get unwieldy beyond this many addresses; larger sets are queried in chunks.
const ADDRESSES_PER_QUERY = 500

/** Reads everything about [from, to] the indexer needs: Safe events, token transfers, headers, tx facts, token metadata. */
export async function fetchBatch(ctx: FetchContext, from: number, to: number): Promise<Batch & { logCount: number }> {
  const { reader } = ctx
  const safeLogs = await reader.logs(from, to, [SAFE_EVENT_TOPICS])
  const decoded = safeLogs.map(decodeSafeEvent).filter((e): e is SafeEvent => e !== null)

  // A Safe created in this range counts as known for the rest of it (it may receive tokens in the same range).
  const safes = new Set(ctx.knownSafes)
  for (const event of decoded) if (event.name === 'SafeSetup') safes.add(getAddress(event.log.address))
  const events = decoded.filter(
    (e) =>
      safes.has(getAddress(e.log.address)) ||
      (e.name === 'ProxyCreation' && ctx.proxyFactories.has(getAddress(e.log.address))),
  )

  const transferLogs = []
  const safeList = [...safes]
  for (let i = 0; i < safeList.length; i += ADDRESSES_PER_QUERY) {
    const topics = safeList.slice(i, i + ADDRESSES_PER_QUERY).map((s) => pad(s.toLowerCase() as Hex))
    const [outgoing, incoming] = await Promise.all([
      reader.logs(from, to, [TRANSFER_TOPIC, topics]),
      reader.logs(from, to, [TRANSFER_TOPIC, null, topics]),
    ])
    transferLogs.push(...outgoing, ...incoming)
  }
  const seen = new Set<string>()
  const transfers = transferLogs
    .map(decodeTokenTransfer)
    .filter((t) => t !== null)
    .filter((t) => {
      const key = `${t.log.transactionHash}:${t.log.logIndex}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .sort((a, b) => a.log.blockNumber - b.log.blockNumber || a.log.logIndex - b.log.logIndex)

  const blocks = new Set<number>([to])
  for (const e of events) blocks.add(e.log.blockNumber)
  for (const t of transfers) blocks.add(t.log.blockNumber)
  // Each wanted transaction with its block, so dense blocks are read whole.
  const txBlocks = new Map<Hex, number>()
  for (const e of events) txBlocks.set(e.log.transactionHash, e.log.blockNumber)
  const txHashes = new Map<Hex, number>()
  for (const e of events) {
    if (e.name === 'SafeMultiSigTransaction' || e.name === 'SafeSetup')
      txHashes.set(e.log.transactionHash, e.log.blockNumber)
  }
  const l1Executions = executionsWithoutL2Event(events)
  for (const hash of l1Executions) txHashes.set(hash, txBlocks.get(hash) ?? 0)

  const [headers, txFacts] = await Promise.all([reader.headers([...blocks]), fetchTxFacts(reader, txHashes)])
  const execCalls = await collectExecCalls(reader, l1Executions, txFacts, safes)

  const singletons = new Map<string, string>()
  for (const e of events) {
    if (e.name !== 'SafeSetup') continue
    const safe = getAddress(e.log.address)
    const viaFactory = events.some(
      (p) => p.name === 'ProxyCreation' && p.log.transactionHash === e.log.transactionHash && p.args.proxy === safe,
    )
    if (!viaFactory) singletons.set(safe, await reader.singletonOf(safe, e.log.blockNumber))
  }

  const newTokens: Batch['newTokens'] = new Map()
  for (const t of transfers) {
    if (ctx.knownTokens.has(t.token) || newTokens.has(t.token)) continue
    // A token that does not answer name/symbol/decimals is kept only when the config vouches for it.
    const meta = (await reader.tokenMetadata(t.token, t.tokenType)) ?? ctx.configuredTokens.get(t.token) ?? null
    newTokens.set(
      t.token,
      meta === null ? null : { type: t.tokenType, name: meta.name, symbol: meta.symbol, decimals: meta.decimals },
    )
  }

  return {
    chainId: ctx.chainId,
    events,
    transfers,
    headers,
    txFacts,
    execCalls,
    singletons,
    newTokens,
    versionOf: ctx.versionOf,
    configuredTokens: ctx.configuredTokens,
    logCount: safeLogs.length + transferLogs.length,
  }
}
