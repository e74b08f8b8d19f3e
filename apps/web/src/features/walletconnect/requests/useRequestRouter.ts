import { useEffect, useMemo, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { Address } from 'viem'
import { errorMessage } from '../../../errors'
import { useApp } from '../../../services/appContext'
import { useCurrentSafe } from '../../../services/currentSafe'
import { appsRpcUrl, forwardRpc } from '../../apps'
import type { DappSessionRequest, WalletKitClient } from '../client/loadWalletKit'
import type { SafeChain } from '../sessions/useSafeChains'
import { callsStatus } from './callsStatus'
import { respond } from './respond'
import type { DappRequestRoute } from './routeDappRequest'
import { routeSessionRequest } from './routeSessionRequest'

/** A request that waits for the user: a transaction, a batch or a message, with its route. */
export type UserDappRequest = {
  request: DappSessionRequest
  route: Extract<DappRequestRoute, { kind: 'transaction' | 'message' }>
}

const handled = new WeakSet<DappSessionRequest>()
// One route object per request (and open Safe): the review keeps its draft while other requests come and go.
const routes = new WeakMap<DappSessionRequest, { key: string; route: DappRequestRoute }>()

// A request waiting when the owner switches Safe is routed anew, against the Safe then open.
function cachedRoute(request: DappSessionRequest, chainId: string, safe: Address): DappRequestRoute {
  const key = `${chainId}:${safe}`
  const cached = routes.get(request)
  if (cached?.key === key) return cached.route
  const route = routeSessionRequest(request.params, { chainId, safe })
  routes.set(request, { key, route })
  return route
}

/**
 * Answers every request that needs no user (chain, accounts, capabilities, reads, batch status, chain switches,
 * errors) as it arrives, and returns those that wait for the user's review, oldest first.
 */
export function useRequestRouter(
  client: WalletKitClient | null,
  requests: DappSessionRequest[],
  safeChains: SafeChain[],
): UserDappRequest[] {
  const { gateway } = useApp()
  const { chain, address: safe } = useCurrentSafe()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const latest = useRef({ gateway, chain, safe, safeChains, navigate, pathname })
  latest.current = { gateway, chain, safe, safeChains, navigate, pathname }
  const routed = useMemo(
    () => requests.map((request) => ({ request, route: cachedRoute(request, chain.chainId, safe) })),
    [requests, chain.chainId, safe],
  )
  useEffect(() => {
    if (!client) return
    for (const { request, route } of routed) {
      if (route.kind === 'transaction' || route.kind === 'message' || handled.has(request)) continue
      handled.add(request)
      void answer(client, request, route, latest.current)
    }
  }, [client, routed])
  return routed.filter((r): r is UserDappRequest => r.route.kind === 'transaction' || r.route.kind === 'message')
}

type Context = {
  gateway: ReturnType<typeof useApp>['gateway']
  chain: ReturnType<typeof useCurrentSafe>['chain']
  safe: Address
  safeChains: SafeChain[]
  navigate: ReturnType<typeof useNavigate>
  pathname: string
}

async function answer(client: WalletKitClient, request: DappSessionRequest, route: DappRequestRoute, ctx: Context) {
  const signal = AbortSignal.timeout(30_000)
  try {
    if (route.kind === 'answer') return await respond(client, request, { result: route.result })
    if (route.kind === 'error') return await respond(client, request, { error: route.error })
    if (route.kind === 'read') {
      const url = appsRpcUrl(ctx.chain)
      if (!url) throw new Error(`this chain has no RPC the wallet can forward ${route.method} to`)
      return await respond(client, request, { result: await forwardRpc(url, route.method, route.params, signal) })
    }
    if (route.kind === 'callsStatus') {
      return await respond(client, request, await callsStatus(ctx.gateway, ctx.chain, route.id, signal))
    }
    if (route.kind === 'switchChain') {
      const target = ctx.safeChains.find((c) => c.chainId === route.chainId)
      if (!target) {
        const where = ctx.safeChains.map((c) => c.caip).join(', ')
        const message = `This Safe does not exist on chain ${route.chainId} (it exists on ${where}).`
        return await respond(client, request, { error: { code: 4902, message } })
      }
      // Opening the Safe on that chain (the same page) moves its sessions there (chainChanged), as the user switching
      // would.
      if (target.chainId !== ctx.chain.chainId) {
        await ctx.navigate(ctx.pathname.replace(/^\/[^/]+/, `/${target.shortName}:${ctx.safe}`))
      }
      return await respond(client, request, { result: null })
    }
  } catch (error) {
    await respond(client, request, { error: { code: -32603, message: errorMessage(error) } })
  }
}
