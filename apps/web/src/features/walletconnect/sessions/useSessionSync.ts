import { useEffect } from 'react'
import { type Address, numberToHex } from 'viem'
import { refreshSessions } from '../client/dappStore'
import type { DappSession, WalletKitClient } from '../client/loadWalletKit'
import { holdsSafe } from './sessionSafe'

/** Whether a session already points at the open Safe on the open chain (its first account). */
const pointsAt = (session: DappSession, account: string) =>
  session.namespaces.eip155?.accounts[0]?.toLowerCase() === account.toLowerCase()

// Each session is moved once per Safe and chain: a session that cannot be updated is not retried on every render.
const tried = new Set<string>()

/**
 * Keeps the open Safe's sessions on the open chain: when the user opens the Safe on another chain, each of its
 * sessions gets that chain first (added if the session lacked it) and the dapp gets `chainChanged` and
 * `accountsChanged`. A session belongs to the Safe it was approved for: opening another Safe leaves it alone (its
 * requests are refused in words until its Safe is open again, see useRequestRouter), so a dapp never acts on a Safe
 * the owner did not connect it to.
 */
export function useSessionSync(
  client: WalletKitClient | null,
  sessions: DappSession[],
  safe: Address,
  chainId: string,
) {
  useEffect(() => {
    if (!client) return
    const chain = `eip155:${chainId}`
    const account = `${chain}:${safe}`
    const stale = sessions.filter(
      (s) => holdsSafe(s, safe) && !pointsAt(s, account) && !tried.has(`${s.topic} ${account}`),
    )
    for (const s of stale) tried.add(`${s.topic} ${account}`)
    if (stale.length === 0) return
    void Promise.all(
      stale.map(async (session) => {
        const ns = session.namespaces.eip155
        if (!ns) return
        const chains = [
          ...new Set([chain, ...(ns.chains ?? ns.accounts.map((a) => a.split(':').slice(0, 2).join(':')))]),
        ]
        const namespaces = {
          ...session.namespaces,
          eip155: { ...ns, chains, accounts: chains.map((c) => `${c}:${safe}`) },
        }
        try {
          await client.updateSession({ topic: session.topic, namespaces })
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
        } catch {
          // A session the dapp ended meanwhile: the refresh below drops it.
        }
      }),
    ).then(refreshSessions)
  }, [client, sessions, safe, chainId])
}
