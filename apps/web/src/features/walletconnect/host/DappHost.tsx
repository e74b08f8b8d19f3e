import { useState } from 'react'
import { useCurrentSafe } from '../../../services/currentSafe'
import { useWalletConnect } from '../client/useWalletConnect'
import { DappRequests } from '../requests/DappRequests'
import { useRequestRouter } from '../requests/useRequestRouter'
import { useSafeChains } from '../sessions/useSafeChains'
import { useSafeLabel } from '../sessions/useSafeLabel'
import { useSessionSync } from '../sessions/useSessionSync'

/** Says, after the owner opened another Safe, that the connected dapps now act on it; dismissable. */
function MovedNotice({ dapps, safe }: { dapps: string[]; safe: string }) {
  const label = useSafeLabel(safe)
  const [dismissed, setDismissed] = useState('')
  const key = `${safe} ${dapps.join(',')}`
  if (dapps.length === 0 || dismissed === key) return null
  return (
    <p role="status" className="banner" aria-label="Connected dapps moved">
      {dapps.join(', ')} {dapps.length === 1 ? 'is' : 'are'} now connected to {label}, the Safe open here.{' '}
      <button type="button" className="button" onClick={() => setDismissed(key)}>
        Dismiss
      </button>
    </p>
  )
}

/**
 * The wallet side of WalletConnect for every page of the open Safe: starts the client, moves every session to the
 * open Safe and chain (saying so), answers what needs no one, and shows a dapp's transaction or signature request for
 * review on whatever page the owner is on (Home, Queue, …), so a dapp is not left waiting for the WalletConnect page.
 */
export function DappHost() {
  const { address: safe, chain } = useCurrentSafe()
  const state = useWalletConnect()
  const safeChains = useSafeChains()
  const moved = useSessionSync(state.client, state.sessions, safe, chain.chainId, safeChains)
  const waiting = useRequestRouter(state.client, state.requests, safeChains.chains)
  if (!state.client) return null
  return (
    <>
      <MovedNotice dapps={moved} safe={safe} />
      {waiting.length > 0 ? <DappRequests client={state.client} queue={waiting} safe={safe} /> : null}
    </>
  )
}
