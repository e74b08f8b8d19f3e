import type { ChainInfo } from '@concord/gateway-client'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { useAccount } from 'wagmi'
import { retainSafeEventStream, subscribeSafeEvents } from '../../query/safeEventStream'
import type { SafeEvent, SafeScope } from '../../query/safeEvents'
import { useApp } from '../../services/appContext'
import { useAddressBook } from '../address-book'
import { showBrowserNotification } from './browserNotifications'
import { describeSafeEvent } from './describeSafeEvent'
import { addNotification } from './notificationStore'
import { type FactSources, type Reader, readEventFacts } from './readEventFacts'
import { showToast } from './toastStore'
import { useWatchedSafes } from './useWatchedSafes'

/** Turns one event into a stored notification; a new one addressed to the owner also toasts. */
async function notifyOf(
  sources: FactSources,
  chain: ChainInfo,
  scope: SafeScope,
  event: SafeEvent,
  context: Reader & { open: (link: string) => void },
) {
  const facts = await readEventFacts(sources, chain, scope.address, event, context)
  const described = describeSafeEvent(event, facts)
  const stored = described ? addNotification(described) : null
  if (!stored) return
  if (stored.forYou) showToast(stored)
  showBrowserNotification(stored, context.open)
}

/**
 * Holds the event streams of the watched Safes (the open one and the added ones of its chain; the pages share the
 * same streams) and turns their events into notifications for the centre, toasts and the browser.
 */
export function useNotificationFeed(): void {
  const { chains, gateway, gatewayClient } = useApp()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { address: account } = useAccount()
  const watched = useWatchedSafes()
  const watchKey = watched.map((w) => `${w.chain.chainId}:${w.address}`).join(',')
  // The watched Safes share one chain: its address book is what a poisoner's sender would imitate.
  const { book } = useAddressBook(watched[0]?.chain.chainId)

  // biome-ignore lint/correctness/useExhaustiveDependencies: the streams change only when the watched Safes do (watchKey)
  useEffect(() => {
    const releases = watched.map(({ chain, address }) =>
      retainSafeEventStream(gatewayClient.getSafeEventsUrl(chain.chainId, address), queryClient, {
        chainId: chain.chainId,
        address,
      }),
    )
    return () => {
      for (const release of releases) release()
    }
  }, [watchKey, gatewayClient, queryClient])

  // The event handler reads the account, address book and navigation of the moment the event arrives.
  const reader = { account, book: Object.keys(book), open: (link: string) => void navigate(link) }
  const latest = useRef(reader)
  latest.current = reader
  useEffect(() => {
    const sources = { queryClient, api: gateway, client: gatewayClient }
    return subscribeSafeEvents((scope, event) => {
      const chain = chains.find((c) => c.chainId === scope.chainId)
      if (chain) void notifyOf(sources, chain, scope, event, latest.current).catch(() => undefined)
    })
  }, [chains, gateway, gatewayClient, queryClient])
}
