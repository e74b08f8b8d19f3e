import type { ChainInfo } from '@concord/gateway-client'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { useAccount } from 'wagmi'
import { retainSafeEventStream, subscribeSafeEvents } from '../../query/safeEventStream'
import type { SafeEvent, SafeScope } from '../../query/safeEvents'
import { useApp } from '../../services/appContext'
import { showBrowserNotification } from './browserNotifications'
import { describeSafeEvent } from './describeSafeEvent'
import { addNotification } from './notificationStore'
import { type FactSources, readEventFacts } from './readEventFacts'
import { showToast } from './toastStore'
import { useWatchedSafes } from './useWatchedSafes'

/** Turns one event into a stored notification; a new one addressed to the owner also toasts. */
async function notifyOf(
  sources: FactSources,
  chain: ChainInfo,
  scope: SafeScope,
  event: SafeEvent,
  context: { account: string | undefined; open: (link: string) => void },
) {
  const facts = await readEventFacts(sources, chain, scope.address, event, context.account)
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

  // The event handler reads the account and navigation of the moment the event arrives.
  const latest = useRef({ account, open: (link: string) => void navigate(link) })
  latest.current = { account, open: (link: string) => void navigate(link) }
  useEffect(() => {
    const sources = { queryClient, api: gateway, client: gatewayClient }
    return subscribeSafeEvents((scope, event) => {
      const chain = chains.find((c) => c.chainId === scope.chainId)
      if (chain) void notifyOf(sources, chain, scope, event, latest.current).catch(() => undefined)
    })
  }, [chains, gateway, gatewayClient, queryClient])
}
