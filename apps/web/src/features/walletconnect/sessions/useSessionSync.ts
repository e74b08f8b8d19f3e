import { useEffect, useState } from 'react'
import { type Address, numberToHex } from 'viem'
import { refreshSessions } from '../client/dappStore'
import type { DappSession, WalletKitClient } from '../client/loadWalletKit'
import { movedNamespaces } from './movedNamespaces'
import type { SafeChain } from './useSafeChains'

/** Whether a session already points at the open Safe on the open chain: every account is the Safe, the first there. */
const pointsAt = (session: DappSession, safe: Address, account: string) => {
  const accounts = session.namespaces.eip155?.accounts ?? []
  const suffix = `:${safe.toLowerCase()}`
  return accounts[0]?.toLowerCase() === account.toLowerCase() && accounts.every((a) => a.toLowerCase().endsWith(suffix))
}

// Each session is moved once per Safe and chain: a session that cannot be updated is not retried on every render.
const tried = new Set<string>()

/**
 * Moves every live session to the Safe open on screen, on the open chain (as Safe{Wallet} does): when the owner opens
 * another Safe or chain, each session's namespaces are updated to name the open Safe (the open chain first, then the
 * session's other chains where this Safe exists) and the dapp gets `chainChanged` and `accountsChanged` [open Safe],
 * so it acts on the Safe the owner sees. Waits for the chains the Safe exists on (`loading`). What keeps this safe:
 * every request is reviewed against the open Safe, the review names the dapp and that Safe, and a request that names
 * another Safe (sent before the switch) is refused (see routeSessionRequest). Returns the names of the dapps the last
 * switch moved to the open Safe, for the page to say so.
 */
export function useSessionSync(
  client: WalletKitClient | null,
  sessions: DappSession[],
  safe: Address,
  chainId: string,
  safeChains: { chains: SafeChain[]; loading: boolean },
): string[] {
  const { chains: where, loading } = safeChains
  const [moved, setMoved] = useState<{ account: string; dapps: string[] }>({ account: '', dapps: [] })
  useEffect(() => {
    if (!client || loading) return
    const chain = `eip155:${chainId}`
    const account = `${chain}:${safe}`
    const stale = sessions.filter((s) => !pointsAt(s, safe, account) && !tried.has(`${s.topic} ${account}`))
    for (const s of stale) tried.add(`${s.topic} ${account}`)
    if (stale.length === 0) return
    const caips = where.map((c) => c.caip)
    void Promise.all(
      stale.map(async (session) => {
        const namespaces = movedNamespaces(session, safe, chain, caips)
        if (!namespaces) return null
        try {
          await client.updateSession({ topic: session.topic, namespaces: namespaces as DappSession['namespaces'] })
          await client.emitSessionEvent({
            topic: session.topic,
            event: { name: 'chainChanged', data: numberToHex(BigInt(chainId)) },
            chainId: chain,
          })
          await client.emitSessionEvent({
            topic: session.topic,
            event: { name: 'accountsChanged', data: [safe] },
            chainId: chain,
          })
          return session.peer.metadata.name
        } catch {
          // A session the dapp ended meanwhile: the refresh below drops it. One that WalletConnect would not update
          // keeps naming its old Safe: its requests naming that Safe are refused in words.
          return null
        }
      }),
    ).then((names) => {
      const dapps = names.filter((n): n is string => n !== null)
      if (dapps.length > 0) setMoved({ account, dapps })
      refreshSessions()
    })
  }, [client, sessions, safe, chainId, where, loading])
  return moved.account === `eip155:${chainId}:${safe}` ? moved.dapps : []
}
