import type { Hex } from 'viem'
import { decodeMultiSendData } from './decode-multi-send-data.js'
import { MULTI_SEND_SELECTOR } from './multi-send-transaction.js'

/** The part of a call (a Safe transaction or a batch entry) that decides what runs with the Safe's storage. */
export type CallWithOperation = { to: string; data: Hex | null; operation: number }

/**
 * A DELEGATECALL found in a call: its target as written in the calldata and where it sits (`path`: its index in each
 * batch on the way down; [] for the call itself, [1, 0] for the first entry of the batch that is the second entry).
 * `unreadable` marks instead a batch that could not be read (malformed, or nested deeper than `maxDepth`): nothing
 * proves what it runs, so it must never be trusted.
 */
export type FoundDelegateCall = { to: string; path: number[]; unreadable: boolean }

/**
 * How deep batches are read inside batches. Each level costs at least 85 bytes of calldata and no batch tool nests
 * more than two or three; a deeper batch is reported unreadable rather than unpacked without end.
 */
export const MAX_BATCH_DEPTH = 8

/** What `delegateCallsIn` needs from its caller: which targets run multiSend batches, and how deep to read them. */
export type DelegateCallsInOptions = {
  /** Whether a call to `to` with multiSend(bytes) calldata is a batch whose entries run (each side has its list). */
  isBatchTarget: (to: string) => boolean
  /** Batches nested at this depth or deeper are unreadable; MAX_BATCH_DEPTH unless given. */
  maxDepth?: number
}

function readBatch(data: Hex): CallWithOperation[] | null {
  try {
    return decodeMultiSendData(data)
  } catch {
    return null
  }
}

/**
 * Every DELEGATECALL a call makes, in order: the call itself and, inside the multiSend batches it carries (nested ones
 * too, whatever a batch's own operation), each entry's; plus every batch that could not be read. Pure: which targets
 * are trusted is the caller's to judge.
 */
export function delegateCallsIn(call: CallWithOperation, options: DelegateCallsInOptions): FoundDelegateCall[] {
  const maxDepth = options.maxDepth ?? MAX_BATCH_DEPTH
  const found: FoundDelegateCall[] = []
  const visit = (current: CallWithOperation, path: number[]) => {
    if (current.operation === 1) found.push({ to: current.to, path, unreadable: false })
    const data = current.data ?? '0x'
    if (!data.toLowerCase().startsWith(MULTI_SEND_SELECTOR) || !options.isBatchTarget(current.to)) return
    const entries = path.length < maxDepth ? readBatch(data) : null
    if (entries === null) {
      found.push({ to: current.to, path, unreadable: true })
      return
    }
    entries.forEach((entry, index) => {
      visit(entry, [...path, index])
    })
  }
  visit(call, [])
  return found
}
