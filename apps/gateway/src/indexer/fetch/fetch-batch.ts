import type { ChainId } from '@concord/protocol'
import { getAddress, type Hex } from 'viem'
import type { Batch, FetchedBatch } from './batch.js'
import type { ChainReader } from './chain-reader.js'
import type { ConfiguredToken } from './configured-token.js'
import { fetchAllowanceTransfers } from './fetch-allowance-transfers.js'
import { fetchTokenApprovals } from './fetch-token-approvals.js'
import { fetchTokenTransfers } from './fetch-token-transfers.js'
import { fetchTxFacts } from './fetch-tx-facts.js'
import { collectExecCalls, executionsWithoutL2Event } from './find-exec-calls.js'
import { legacySafeSetups } from './legacy-safe-setups.js'
import { fetchPreCreationTransfers, type PreCreationReach } from './pre-creation-transfers.js'
import type { ChainLog } from './raw-log.js'
import { decodeSafeEvent, SAFE_EVENT_TOPICS, type SafeEvent, type TokenTransfer } from './safe-events.js'
import { factoryLogsOfSetups } from './setup-factory-logs.js'
import { silentExecutions, silentSafesOf } from './silent-executions.js'

/** What fetchBatch needs to know about the chain's indexed state. */
export type FetchContext = {
  chainId: ChainId
  reader: ChainReader
  knownSafes: ReadonlySet<string>
  knownTokens: ReadonlySet<string>
  proxyFactories: ReadonlySet<string>
  versionOf: (singleton: string) => string | null
  /** The configured singletons (checksummed) whose version emits no event for a successful execution (1.0.0). */
  silentSingletons: ReadonlySet<string>
  /** The indexed Safes of the chain whose singleton is one of `silentSingletons`. */
  silentSafes: () => Promise<ReadonlySet<string>>
  /** Tokens listed in the chain config: trusted, with the logo (and fallback metadata) given there. */
  configuredTokens: ReadonlyMap<string, ConfiguredToken>
  /** Every block whose number is a multiple of this is a checkpoint: its header is read and its hash kept. */
  checkpointInterval: number
  /**
   * Tracked mode: the only Safes whose events are read (the provider filters by address); null reads the events of
   * every Safe (mode "all"). Everything after this log source is the same in both modes.
   */
  logAddresses: readonly string[] | null
  /** Tracked mode's backfill: the Safe's creation block, where its factory's events are read as well. */
  creationBlock: number | null
  /** How far back the tokens a new Safe received before its creation are read. */
  preCreation: PreCreationReach
}

// eth_getLogs address filters are cut into pieces of this many (providers cap the parameters of a request).
const ADDRESSES_PER_QUERY = 500

/** The Safe event logs of [from, to]: of every contract, or of the tracked Safes only. */
async function safeEventLogs(ctx: FetchContext, from: number, to: number): Promise<ChainLog[]> {
  if (ctx.logAddresses === null) return ctx.reader.logs(from, to, [SAFE_EVENT_TOPICS])
  const logs: ChainLog[] = []
  const factories = [...ctx.proxyFactories].map((a) => a.toLowerCase() as Hex)
  const creation = ctx.creationBlock
  const readCreation = creation !== null && creation >= from && creation <= to && factories.length > 0
  if (readCreation) logs.push(...(await ctx.reader.logs(creation, creation, [SAFE_EVENT_TOPICS], factories)))
  for (let i = 0; i < ctx.logAddresses.length; i += ADDRESSES_PER_QUERY) {
    const addresses = ctx.logAddresses.slice(i, i + ADDRESSES_PER_QUERY).map((a) => a.toLowerCase() as Hex)
    logs.push(...(await ctx.reader.logs(from, to, [SAFE_EVENT_TOPICS], addresses)))
  }
  logs.push(...(await factoryLogsOfSetups(ctx.reader, factories, logs, readCreation ? creation : null)))
  return logs.sort((a, b) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex)
}

/** Reads everything about [from, to] the indexer needs: Safe events, token transfers, headers, tx facts, token metadata. */
export async function fetchBatch(ctx: FetchContext, from: number, to: number): Promise<FetchedBatch> {
  const { reader } = ctx
  const safeLogs = await safeEventLogs(ctx, from, to)
  const found = await safeEventsOf(ctx, safeLogs)
  const { safes, legacySingletons } = found
  const silent = await silentExecutions(ctx, { from, to }, found.events, await silentSafesOf(ctx, legacySingletons))
  const events = [...found.events, ...silent].sort(
    (a, b) => a.log.blockNumber - b.log.blockNumber || a.log.logIndex - b.log.logIndex,
  )
  const [{ transfers, logCount }, approvals, allowance, earlier] = await Promise.all([
    fetchTokenTransfers(reader, from, to, safes),
    fetchTokenApprovals(reader, from, to, safes),
    fetchAllowanceTransfers(reader, from, to, safes),
    fetchPreCreationTransfers(reader, ctx.preCreation, from, newSafes(ctx, safes)),
  ])
  const wanted = wantedFacts(events, transfers, { from, to, checkpointInterval: ctx.checkpointInterval })
  const [headers, txFacts] = await Promise.all([reader.headers(wanted.blocks), fetchTxFacts(reader, wanted.txs)])
  return {
    chainId: ctx.chainId,
    events,
    transfers,
    earlierTransfers: earlier.transfers,
    earlierHeaders: earlier.headers,
    approvals: approvals.approvals,
    allowanceTransfers: allowance.allowanceTransfers,
    headers,
    txFacts,
    execCalls: await collectExecCalls(reader, wanted.l1Executions, txFacts, safes),
    singletons: new Map([...(await singletonsWithoutFactory(reader, events)), ...legacySingletons]),
    newTokens: await fetchNewTokens(ctx, [...earlier.transfers, ...transfers]),
    versionOf: ctx.versionOf,
    configuredTokens: ctx.configuredTokens,
    logCount: safeLogs.length + logCount + approvals.logCount + allowance.logCount + earlier.logCount,
  }
}

/** The Safes set up in this range (in tracked mode, of the tracked ones only). */
function newSafes(ctx: FetchContext, safes: ReadonlySet<string>): string[] {
  const wanted = ctx.logAddresses === null ? null : new Set<string>(ctx.logAddresses.map((a) => getAddress(a)))
  return [...safes].filter((safe) => !ctx.knownSafes.has(safe) && (wanted === null || wanted.has(safe)))
}

/**
 * The events of known Safes and of the configured proxy factories; a Safe set up in this range counts as known for
 * the rest of it (it may receive tokens in the same range), so `safes` is the known ones and those. Safes of a
 * pre-1.3.0 factory get a SafeSetup read from the chain (they emit none), with the singleton it read.
 */
async function safeEventsOf(ctx: FetchContext, logs: readonly ChainLog[]) {
  const fromLogs = logs.map(decodeSafeEvent).filter((e): e is SafeEvent => e !== null)
  const ofFactory = fromLogs.filter(
    (e) => e.name === 'ProxyCreation' && ctx.proxyFactories.has(getAddress(e.log.address)),
  )
  const legacy = await legacySafeSetups(ctx.reader, ofFactory, (singleton) => ctx.versionOf(singleton) !== null)
  const decoded = [...fromLogs, ...legacy.setups].sort(
    (a, b) => a.log.blockNumber - b.log.blockNumber || a.log.logIndex - b.log.logIndex || setupLast(a, b),
  )
  const safes = new Set(ctx.knownSafes)
  for (const event of decoded) if (event.name === 'SafeSetup') safes.add(getAddress(event.log.address))
  const events = decoded.filter(
    (e) =>
      safes.has(getAddress(e.log.address)) ||
      (e.name === 'ProxyCreation' && ctx.proxyFactories.has(getAddress(e.log.address))),
  )
  return { events, safes, legacySingletons: legacy.singletons }
}

// A read SafeSetup shares its ProxyCreation's position and comes right after it, as SafeSetup does in 1.3.0 on.
const setupLast = (a: SafeEvent, b: SafeEvent) => Number(a.name === 'SafeSetup') - Number(b.name === 'SafeSetup')

/**
 * The blocks whose headers the batch needs (the range's last one, its checkpoints, and every block with an event or
 * transfer), the transactions whose facts it needs with their blocks (so dense blocks are read whole), and the
 * transactions where a Safe executed without the L2 event.
 */
function wantedFacts(
  events: readonly SafeEvent[],
  transfers: readonly TokenTransfer[],
  range: { from: number; to: number; checkpointInterval: number },
) {
  const blocks = new Set<number>([range.to, ...checkpointsIn(range.from, range.to, range.checkpointInterval)])
  for (const e of events) blocks.add(e.log.blockNumber)
  for (const t of transfers) blocks.add(t.log.blockNumber)
  const txBlocks = new Map<Hex, number>()
  for (const e of events) txBlocks.set(e.log.transactionHash, e.log.blockNumber)
  const txs = new Map<Hex, number>()
  for (const e of events) {
    if (e.name === 'SafeMultiSigTransaction' || e.name === 'SafeSetup')
      txs.set(e.log.transactionHash, e.log.blockNumber)
  }
  const l1Executions = executionsWithoutL2Event(events)
  for (const hash of l1Executions) txs.set(hash, txBlocks.get(hash) ?? 0)
  return { blocks: [...blocks], txs, l1Executions }
}

/** The multiples of `interval` in [from, to]. */
function checkpointsIn(from: number, to: number, interval: number): number[] {
  const out: number[] = []
  for (let n = Math.ceil(from / interval) * interval; n <= to; n += interval) out.push(n)
  return out
}

/** The singleton of each Safe set up without a ProxyCreation in the same transaction, read from its storage. */
async function singletonsWithoutFactory(
  reader: ChainReader,
  events: readonly SafeEvent[],
): Promise<Map<string, string>> {
  const singletons = new Map<string, string>()
  for (const e of events) {
    if (e.name !== 'SafeSetup') continue
    const safe = getAddress(e.log.address)
    const viaFactory = events.some(
      (p) => p.name === 'ProxyCreation' && p.log.transactionHash === e.log.transactionHash && p.args.proxy === safe,
    )
    if (!viaFactory) singletons.set(safe, await reader.singletonOf(safe, e.log.blockNumber))
  }
  return singletons
}

/** Metadata of the tokens the transfers show for the first time. */
async function fetchNewTokens(ctx: FetchContext, transfers: readonly TokenTransfer[]): Promise<Batch['newTokens']> {
  const newTokens: Batch['newTokens'] = new Map()
  for (const t of transfers) {
    if (ctx.knownTokens.has(t.token) || newTokens.has(t.token)) continue
    // A token that does not answer name/symbol/decimals is kept only when the config vouches for it.
    const meta = (await ctx.reader.tokenMetadata(t.token, t.tokenType)) ?? ctx.configuredTokens.get(t.token) ?? null
    newTokens.set(
      t.token,
      meta === null ? null : { type: t.tokenType, name: meta.name, symbol: meta.symbol, decimals: meta.decimals },
    )
  }
  return newTokens
}
