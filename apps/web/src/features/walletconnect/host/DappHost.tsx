import { useCurrentSafe } from '../../../services/currentSafe'
import { useWalletConnect } from '../client/useWalletConnect'
import { DappRequests } from '../requests/DappRequests'
import { useRequestRouter } from '../requests/useRequestRouter'
import { useSafeChains } from '../sessions/useSafeChains'
import { useSessionSync } from '../sessions/useSessionSync'

/**
 * The wallet side of WalletConnect for every page of the open Safe: starts the client, keeps the Safe's sessions on
 * the open chain, answers what needs no one, and shows a dapp's transaction or signature request for review on
 * whatever page the owner is on (Home, Queue, …), so a dapp is not left waiting for the WalletConnect page.
 */
export function DappHost() {
  const { address: safe, chain } = useCurrentSafe()
  const state = useWalletConnect()
  const { chains: safeChains } = useSafeChains()
  useSessionSync(state.client, state.sessions, safe, chain.chainId)
  const waiting = useRequestRouter(state.client, state.requests, safeChains)
  if (!state.client || waiting.length === 0) return null
  return <DappRequests client={state.client} queue={waiting} />
}
