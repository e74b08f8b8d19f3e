import { SAFE_STORAGE_SLOTS } from '@concord/protocol'
import { readSafeState } from '@concord/safe-actions'
import { type Address, decodeFunctionData, getAddress, type Hex, type PublicClient, parseAbi } from 'viem'
import { z } from 'zod'
import { storableText } from '../../db/storable-text.js'
import { mapLimit } from '../../util/map-limit.js'
import { checksummed } from './checksummed.js'
import { type LogsLimits, logsWithinLimits } from './logs-within-limits.js'
import { type ChainLog, parseLogs } from './raw-log.js'

/** A block header as the indexer stores it. */
export type BlockHeader = { number: number; hash: Hex; parentHash: Hex; timestamp: number }
/** The parts of a transaction and its receipt the indexer uses. */
export type TxFacts = { hash: Hex; from: Address; to: Address | null; input: Hex; fee: bigint }

const Header = z.object({
  number: z.string(),
  hash: z.string(),
  parentHash: z.string(),
  timestamp: z.string(),
})
const Tx = z.object({ hash: z.string(), from: z.string(), to: z.string().nullable(), input: z.string() })
/** One frame of a callTracer trace, flattened (nested calls follow their parent). */
type CallFrame = { type: string; to: string | null; input: Hex }
type RawFrame = { type: string; to?: string | undefined; input?: string | undefined; calls?: RawFrame[] | undefined }
const Frame: z.ZodType<RawFrame> = z.lazy(() =>
  z.object({
    type: z.string(),
    to: z.string().optional(),
    input: z.string().optional(),
    calls: z.array(Frame).optional(),
  }),
)
const Receipt = z.object({ gasUsed: z.string(), effectiveGasPrice: z.string().optional() })
const BlockWithTxs = z.object({ transactions: z.array(Tx) })
const BlockOfCalls = z.object({ hash: z.string(), transactions: z.array(Tx.extend({ transactionIndex: z.string() })) })
// nonce()
const NONCE_CALL = '0xaffed0e0'
const BlockReceipt = Receipt.extend({ transactionHash: z.string() })

const feeOf = (receipt: z.infer<typeof Receipt>) => BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice ?? '0x0')
const factsOf = (tx: z.infer<typeof Tx>, fee: bigint): TxFacts => ({
  hash: tx.hash.toLowerCase() as Hex,
  from: checksummed(tx.from) as Address,
  to: tx.to === null ? null : (checksummed(tx.to) as Address),
  input: tx.input as Hex,
  fee,
})

const ERC20_META = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
])
const PROXY_FACTORY = parseAbi([
  'function createProxyWithNonce(address _singleton, bytes initializer, uint256 saltNonce) returns (address)',
  'function createChainSpecificProxyWithNonce(address _singleton, bytes initializer, uint256 saltNonce) returns (address)',
  'function createProxyWithCallback(address _singleton, bytes initializer, uint256 saltNonce, address callback) returns (address)',
])

/**
 * The indexer's view of one chain's RPC: raw JSON-RPC calls, parsed with zod at the boundary; eth_getLogs stays within
 * the provider's `maxBlockRange` (10,000 unless given) and is split when the provider refuses an answer as too large.
 */
export function createChainReader(client: PublicClient, maxInFlight: number, maxBlockRange = 10_000) {
  const rpc = (method: string, params: unknown[]) =>
    client.request({ method: method as 'eth_chainId', params: params as never }) as Promise<unknown>
  const hex = (n: number) => `0x${n.toString(16)}`
  const logsLimits: LogsLimits = { maxBlockRange, span: maxBlockRange }
  // Cleared when the node says it has no debug_traceTransaction: no use asking again for each transaction.
  let tracing = true

  return {
    /** How many requests a caller should keep in flight at most. */
    maxInFlight,
    /** Latest block number. */
    async headBlock(): Promise<number> {
      return Number(BigInt(z.string().parse(await rpc('eth_blockNumber', []))))
    },
    /** Logs in [from, to] matching `topics`, optionally limited to some addresses. */
    async logs(from: number, to: number, topics: (Hex | Hex[] | null)[], address?: Hex[]): Promise<ChainLog[]> {
      const call = async (f: number, t: number) => {
        const filter: Record<string, unknown> = { fromBlock: hex(f), toBlock: hex(t), topics }
        if (address !== undefined) filter.address = address
        return parseLogs(await rpc('eth_getLogs', [filter]))
      }
      return logsWithinLimits(call, from, to, logsLimits)
    },
    /** The provider's block range limit as the reader knows it now (lowered when the provider names a smaller one). */
    get maxBlockRange(): number {
      return logsLimits.maxBlockRange
    },
    /** Headers of the given blocks (null for a block the node does not know, e.g. after a reorg shortened the chain). */
    async headers(numbers: readonly number[]): Promise<Map<number, BlockHeader>> {
      const found = await mapLimit(numbers, maxInFlight, async (n) => {
        const raw = await rpc('eth_getBlockByNumber', [hex(n), false])
        if (raw === null) return null
        const h = Header.parse(raw)
        return {
          number: Number(BigInt(h.number)),
          hash: h.hash.toLowerCase() as Hex,
          parentHash: h.parentHash.toLowerCase() as Hex,
          timestamp: Number(BigInt(h.timestamp)) * 1000,
        }
      })
      return new Map(found.filter((h): h is BlockHeader => h !== null).map((h) => [h.number, h]))
    },
    /** Sender, target, input and fee (gasUsed × effective gas price) of transactions. */
    async txFacts(hashes: readonly Hex[]): Promise<Map<Hex, TxFacts>> {
      const facts = await mapLimit(hashes, maxInFlight, async (hash) => {
        const [rawTx, rawReceipt] = await Promise.all([
          rpc('eth_getTransactionByHash', [hash]),
          rpc('eth_getTransactionReceipt', [hash]),
        ])
        return { ...factsOf(Tx.parse(rawTx), feeOf(Receipt.parse(rawReceipt))), hash }
      })
      return new Map(facts.map((f) => [f.hash, f]))
    },
    /**
     * The facts of every transaction of one block in two calls (the block with its transactions, and
     * `eth_getBlockReceipts`); null when the node lacks eth_getBlockReceipts or the block is gone.
     */
    async blockTxFacts(block: number): Promise<Map<Hex, TxFacts> | null> {
      let rawReceipts: unknown
      try {
        rawReceipts = await rpc('eth_getBlockReceipts', [hex(block)])
      } catch {
        return null
      }
      const rawBlock = await rpc('eth_getBlockByNumber', [hex(block), true])
      if (rawBlock === null || rawReceipts === null) return null
      const fees = new Map(
        z
          .array(BlockReceipt)
          .parse(rawReceipts)
          .map((r) => [r.transactionHash.toLowerCase(), feeOf(r)]),
      )
      const out = new Map<Hex, TxFacts>()
      for (const tx of BlockWithTxs.parse(rawBlock).transactions) {
        const fee = fees.get(tx.hash.toLowerCase())
        if (fee === undefined) return null
        const facts = factsOf(tx, fee)
        out.set(facts.hash, facts)
      }
      return out
    },
    /**
     * Every call frame of a transaction, depth first, from the node's `debug_traceTransaction` call tracer; null when
     * the node offers no debug API (most providers), which is remembered.
     */
    async callFrames(hash: Hex): Promise<CallFrame[] | null> {
      if (!tracing) return null
      let raw: unknown
      try {
        raw = await rpc('debug_traceTransaction', [hash, { tracer: 'callTracer' }])
      } catch (error) {
        if (!isMethodMissing(error)) throw error
        tracing = false
        return null
      }
      const root = Frame.parse(raw)
      const out: CallFrame[] = []
      const walk = (frame: RawFrame) => {
        out.push({ type: frame.type.toUpperCase(), to: frame.to ?? null, input: (frame.input ?? '0x') as Hex })
        for (const child of frame.calls ?? []) walk(child)
      }
      walk(root)
      return out
    },
    /**
     * A Safe's `nonce()` as `blockNumber` ends; null when no contract answers there (not deployed yet). RPC errors
     * are thrown, so the range is read again rather than an execution missed.
     */
    async nonceAt(safe: Address, blockNumber: number): Promise<bigint | null> {
      if (blockNumber < 0) return null
      const word = z.string().parse(await rpc('eth_call', [{ to: safe, data: NONCE_CALL }, hex(blockNumber)]))
      return word.length === 66 ? BigInt(word) : null
    },
    /** A block's hash and its transactions (hash, to, input, index) from eth_getBlockByNumber; null when it is gone. */
    async blockCalls(block: number) {
      const raw = await rpc('eth_getBlockByNumber', [hex(block), true])
      if (raw === null) return null
      const parsed = BlockOfCalls.parse(raw)
      return {
        hash: parsed.hash.toLowerCase() as Hex,
        transactions: parsed.transactions.map((tx) => ({
          hash: tx.hash.toLowerCase() as Hex,
          to: tx.to === null ? null : (checksummed(tx.to) as Address),
          input: tx.input as Hex,
          index: Number(BigInt(tx.transactionIndex)),
        })),
      }
    },
    /** Whether a mined transaction succeeded (its receipt's status). */
    async txSucceeded(hash: Hex): Promise<boolean> {
      const receipt = z
        .object({ status: z.string() })
        .nullable()
        .parse(await rpc('eth_getTransactionReceipt', [hash]))
      return receipt !== null && BigInt(receipt.status) === 1n
    },
    /** Whether `address` has code at `blockNumber`. */
    async hasCode(address: string, blockNumber: number): Promise<boolean> {
      const code = z.string().parse(await rpc('eth_getCode', [address, hex(blockNumber)]))
      return code !== '0x' && code !== ''
    },
    /** A Safe's configuration as `blockNumber` ends (null when no Safe is there), for Safes created without SafeSetup. */
    async safeStateAt(safe: Address, blockNumber: number) {
      return readSafeState(client, { address: safe, blockNumber: BigInt(blockNumber) })
    },
    /** The singleton a proxy delegates to (storage slot 0). */
    async singletonOf(proxy: Address, blockNumber: number): Promise<Address> {
      const word = z
        .string()
        .parse(await rpc('eth_getStorageAt', [proxy, SAFE_STORAGE_SLOTS.singleton, hex(blockNumber)]))
      return getAddress(`0x${word.slice(-40)}`)
    },
    /** ERC-20 metadata; null when the contract does not answer like a token. */
    async tokenMetadata(token: Address, kind: 'ERC20' | 'ERC721') {
      try {
        const [name, symbol, decimals] = await Promise.all([
          client.readContract({ address: token, abi: ERC20_META, functionName: 'name' }),
          client.readContract({ address: token, abi: ERC20_META, functionName: 'symbol' }),
          kind === 'ERC20'
            ? client.readContract({ address: token, abi: ERC20_META, functionName: 'decimals' })
            : Promise.resolve(0),
        ])
        // Contract-chosen text: a NUL in it would make PostgreSQL refuse the whole indexed batch.
        return { name: storableText(name), symbol: storableText(symbol), decimals: Number(decimals) }
      } catch {
        return null
      }
    },
  }
}

/** The reader instance type. */
export type ChainReader = ReturnType<typeof createChainReader>

/** The salt nonce of a Safe created through a proxy factory call, when the creation tx called the factory directly. */
export function saltNonceOf(input: Hex): string | null {
  try {
    const { args } = decodeFunctionData({ abi: PROXY_FACTORY, data: input })
    return (args[2] as bigint).toString()
  } catch {
    return null
  }
}

/** Whether an RPC error says the node does not offer the method (JSON-RPC -32601, or a provider's words for it). */
function isMethodMissing(error: unknown): boolean {
  const code = (error as { code?: unknown }).code
  const text =
    error instanceof Error ? `${error.message} ${String((error as { details?: unknown }).details ?? '')}` : ''
  return code === -32601 || /does not exist|not available|not supported|method not found|unsupported method/i.test(text)
}

/** Whether an RPC error says the block range or result was too large (the range must shrink). */
export function isRangeError(error: unknown): boolean {
  const text =
    error instanceof Error
      ? `${error.message} ${String((error as { details?: unknown }).details ?? '')}`
      : String(error)
  return /range|too many|limit|exceed|timeout|timed out|size/i.test(text)
}

/** Whether an RPC error says the response was too large to read (as opposed to the node refusing the range). */
export function isSizeError(error: unknown): boolean {
  const name = error instanceof Error ? error.name : ''
  const text = error instanceof Error ? error.message : String(error)
  return name === 'ResponseBodyTooLargeError' || /body exceeded the size limit|response (is )?too large/i.test(text)
}
