import { useEffect, useRef } from 'react'
import type { Hex } from 'viem'
import { useSafeMessage } from '../list/useSafeMessages'

/**
 * Watches a message (once `messageHash` is known) and calls `onConfirmed` once, with its prepared signature, when
 * enough owners have signed; returns the message as last read (for "n of m" while waiting).
 */
export function useAwaitConfirmed(messageHash: Hex | null, onConfirmed: (signature: Hex) => void) {
  const message = useSafeMessage(messageHash ?? '')
  const done = useRef(false)
  const callback = useRef(onConfirmed)
  callback.current = onConfirmed
  const data = message.data
  useEffect(() => {
    if (done.current || data?.status !== 'CONFIRMED' || !data.preparedSignature) return
    done.current = true
    callback.current(data.preparedSignature)
  }, [data])
  return message
}
