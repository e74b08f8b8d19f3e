import { type DappRequestRoute, type RouteContext, routeDappRequest } from './routeDappRequest'

/** A session request's params as the SDK hands them over: the CAIP-2 chain it is for and the JSON-RPC call. */
export type SessionRequestParams = { chainId: string; request: { method: string; params?: unknown } }

/**
 * Routes a request of a session in the light of what is open: every session serves the Safe open on screen (the
 * owner's switch moved it there, see useSessionSync), so a request is reviewed against that Safe; one naming another
 * account (a request sent for the previous Safe before the switch) is refused with 4100 in words, never signed for a
 * Safe the dapp did not name. A request for another chain than the open one is refused unless it asks to switch.
 */
export function routeSessionRequest(params: SessionRequestParams, open: RouteContext): DappRequestRoute {
  const { chainId: asked, request: call } = params
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
