import { type Address, isAddressEqual } from 'viem'
import { type DappRequestRoute, type RouteContext, routeDappRequest } from './routeDappRequest'
import { otherSafeOpen } from './rpcErrors'

/** A session request's params as the SDK hands them over: the CAIP-2 chain it is for and the JSON-RPC call. */
export type SessionRequestParams = { chainId: string; request: { method: string; params?: unknown } }

/**
 * Routes a request of a session in the light of what is open: a session approved for another Safe gets what needs
 * no Safe (its chain, its accounts, errors) and is refused anything else in words, so it never acts through the open
 * Safe; a request for another chain than the open one is refused unless it asks to switch.
 */
export function routeSessionRequest(
  params: SessionRequestParams,
  owner: Address | null,
  open: RouteContext,
): DappRequestRoute {
  const { chainId: asked, request: call } = params
  if (owner !== null && !isAddressEqual(owner, open.safe)) {
    const chainId = /^eip155:\d+$/.test(asked) ? asked.slice('eip155:'.length) : open.chainId
    const route = routeDappRequest(call, { safe: owner, chainId })
    if (route.kind === 'answer' || route.kind === 'error') return route
    return { kind: 'error', error: otherSafeOpen(owner, open.safe) }
  }
  if (asked !== `eip155:${open.chainId}` && call.method !== 'wallet_switchEthereumChain') {
    return {
      kind: 'error',
      error: {
        code: 4901,
        message: `The Safe is open on eip155:${open.chainId}, not ${asked}: switch chains (wallet_switchEthereumChain) first.`,
      },
    }
  }
  return routeDappRequest(call, open)
}
