import { ProtocolError, type SafeMessageContent, type SafeTransactionData } from '@concord/protocol'
import { Piscina } from 'piscina'
import type { Address, Hex } from 'viem'
import { type HashOutcome, type HashTask, runHashTask } from './hash-task.js'

/** A hash and the thread that computed it (0: the event loop's, for inputs too small to be worth a worker). */
export type Hashed = { hash: Hex; threadId: number }

/** What the gateway hashes off the event loop: keccak over calldata up to the body limit, and EIP-712 typed data. */
export type HashPool = {
  /** The safeTxHash of `tx` for the Safe, and its preimage (what a contract owner's legacy EIP-1271 receives). */
  safeTx(params: {
    chainId: string
    safe: Address
    version: string
    tx: SafeTransactionData
  }): Promise<Hashed & { preimage: Hex }>
  /** The hash of a Safe message's content (EIP-191 text or EIP-712 typed data). */
  messageContent(content: SafeMessageContent): Promise<Hashed>
  /** Stops the workers. */
  close(): Promise<void>
}

// Below 4 KiB of calldata (or text) hashing costs about what handing the task to a worker and back does (well under
// a millisecond): those stay on the event loop. Typed data always goes to a worker: viem validates and encodes every
// field before hashing, which costs more than the hand-over even for a small message.
const INLINE_BELOW_BYTES = 4_096

const WORKER = new URL(`./hash-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url)

/** Node options for the workers: the parent's, plus tsx where the gateway runs from TypeScript without it (tests). */
function workerExecArgv(): string[] {
  const fromSource = WORKER.pathname.endsWith('.ts')
  const hasTsx = process.execArgv.some((arg) => arg.includes('tsx'))
  return fromSource && !hasTsx ? [...process.execArgv, '--import', 'tsx'] : process.execArgv
}

/** How many bytes a message's content hashes over; typed data counts as large whatever its size (see above). */
function contentBytes(content: SafeMessageContent): number {
  if (typeof content === 'string') return content.length
  if ('raw' in content) return (content.raw.length - 2) / 2
  if ('hash' in content) return 0
  return Number.POSITIVE_INFINITY
}

function unwrap(outcome: HashOutcome): Extract<HashOutcome, { ok: true }> {
  if (!outcome.ok) throw new ProtocolError(outcome.code, outcome.message)
  return outcome
}

/**
 * A pool of `workers` threads (config `hashing.workers`; 0 hashes everything on the event loop, for comparison),
 * started on first use so a gateway that never sees a large write pays nothing for it.
 */
export function createHashPool(workers: number): HashPool {
  const pool =
    workers === 0
      ? null
      : new Piscina<HashTask, HashOutcome>({
          filename: WORKER.href,
          minThreads: 0,
          maxThreads: workers,
          idleTimeout: 10 * 60_000,
          execArgv: workerExecArgv(),
        })
  const run = async (task: HashTask, large: boolean) =>
    unwrap(pool !== null && large ? await pool.run(task) : runHashTask(task))
  return {
    async safeTx(params) {
      const outcome = await run({ kind: 'safeTx', ...params }, (params.tx.data.length - 2) / 2 >= INLINE_BELOW_BYTES)
      if (outcome.preimage === null) throw new Error('a safeTx hash task returned no preimage')
      return { hash: outcome.hash, preimage: outcome.preimage, threadId: outcome.threadId }
    },
    async messageContent(content) {
      const large = contentBytes(content) >= INLINE_BELOW_BYTES
      const { hash, threadId } = await run({ kind: 'messageContent', content }, large)
      return { hash, threadId }
    },
    close: async () => {
      await pool?.destroy()
    },
  }
}
