import { useEffect, useRef, useSyncExternalStore } from 'react'
import { useApp } from '../../services/appContext'
import { useSession } from '../../services/session'
import { readBooks, subscribeBooks } from './bookStore'
import type { ChainBook } from './books'
import { syncChainBook } from './syncChainBook'
import { useRefetchTick } from './useRefetchTick'

type Synced = {
  account: string
  byChain: Record<string, ChainBook | undefined>
  queue: Promise<void>
  /** The refetch tick the server copies were read at: a newer tick reads them again. */
  tick: number
}

/**
 * Keeps the address book in sync with the gateway while signed in (SIWE): merges both on sign-in, then sends every
 * edit; on focus, on becoming visible and every poll interval while visible it reads the server's copy again, so edits
 * made in another browser arrive without a reload. Signed out, the book stays in this browser only. Renders nothing;
 * mounted under SessionProvider.
 */
export function AddressBookSync() {
  const session = useSession()
  const { gatewayClient, chains, config } = useApp()
  const books = useSyncExternalStore(subscribeBooks, readBooks)
  const tick = useRefetchTick(config.pollIntervalMs)
  const synced = useRef<Synced | null>(null)
  const account = session !== 'loading' && session.kind === 'signedIn' ? session.address : null
  useEffect(() => {
    if (account === null) {
      synced.current = null
      return
    }
    if (synced.current?.account !== account) synced.current = { account, byChain: {}, queue: Promise.resolve(), tick }
    const state = synced.current
    // Rounds run one after another: an edit made during a round is sent by the next one.
    state.queue = state.queue.then(async () => {
      // Another browser may have changed the book since the copies were read: forget them, read them again.
      if (state.tick !== tick) {
        state.tick = tick
        state.byChain = {}
      }
      for (const { chainId } of chains) {
        if (synced.current !== state) return
        try {
          state.byChain[chainId] = await syncChainBook(gatewayClient, account, chainId, state.byChain[chainId])
        } catch {
          // Unreachable or refused: read the server's copy again on the next edit.
          state.byChain[chainId] = undefined
        }
      }
    })
    // `books` is what starts a round: every change of the book, in this tab or another, is sent; `tick` reads back.
    void books
  }, [account, books, chains, gatewayClient, tick])
  return null
}
