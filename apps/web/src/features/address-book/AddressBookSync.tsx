import { useEffect, useRef, useSyncExternalStore } from 'react'
import { useApp } from '../../services/appContext'
import { useSession } from '../../services/session'
import { readBooks, subscribeBooks } from './bookStore'
import type { ChainBook } from './books'
import { syncChainBook } from './syncChainBook'

type Synced = { account: string; byChain: Record<string, ChainBook | undefined>; queue: Promise<void> }

/**
 * Keeps the address book in sync with the gateway while signed in (SIWE): merges both on sign-in, then sends every
 * edit. Signed out, the book stays in this browser only. Renders nothing; mounted under SignInProvider.
 */
export function AddressBookSync() {
  const session = useSession()
  const { gatewayClient, chains } = useApp()
  const books = useSyncExternalStore(subscribeBooks, readBooks)
  const synced = useRef<Synced | null>(null)
  const account = session !== 'loading' && session.kind === 'signedIn' ? session.address : null
  useEffect(() => {
    if (account === null) {
      synced.current = null
      return
    }
    if (synced.current?.account !== account) synced.current = { account, byChain: {}, queue: Promise.resolve() }
    const state = synced.current
    // Rounds run one after another: an edit made during a round is sent by the next one.
    state.queue = state.queue.then(async () => {
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
    // `books` is what starts a round: every change of the book, in this tab or another, is sent.
    void books
  }, [account, books, chains, gatewayClient])
  return null
}
