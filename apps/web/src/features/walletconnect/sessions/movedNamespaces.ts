import type { Address } from 'viem'

type Eip155Namespace = { chains?: string[] | undefined; accounts: string[]; methods: string[]; events: string[] }

/** What of a session decides where it can be moved: its namespaces and the chains its dapp required. */
export type MovableSession = {
  namespaces: Record<string, Eip155Namespace | undefined>
  requiredNamespaces?: Record<string, { chains?: string[] | undefined } | undefined> | undefined
}

/** A session's chains (CAIP-2), from its chain list or, lacking one, its accounts. */
const chainsOf = (ns: Eip155Namespace) => ns.chains ?? ns.accounts.map((a) => a.split(':').slice(0, 2).join(':'))

/**
 * The namespaces that move a session to `safe` open on `chain` (CAIP-2): the open chain first, then those of the
 * session's other chains where this Safe exists too (`safeChains`), every account the open Safe. Chains the dapp
 * required stay (WalletConnect refuses an update without them): a request there is refused until the owner switches
 * (wallet_switchEthereumChain checks the Safe exists). Null when the session has no EVM namespace.
 */
export function movedNamespaces(
  session: MovableSession,
  safe: Address,
  chain: string,
  safeChains: readonly string[],
): MovableSession['namespaces'] | null {
  const ns = session.namespaces.eip155
  if (!ns) return null
  const required = Object.entries(session.requiredNamespaces ?? {}).flatMap(([key, r]) =>
    key.startsWith('eip155') ? (r?.chains ?? (key.includes(':') ? [key] : [])) : [],
  )
  const kept = chainsOf(ns).filter((c) => safeChains.includes(c) || required.includes(c))
  const chains = [...new Set([chain, ...kept])]
  return { ...session.namespaces, eip155: { ...ns, chains, accounts: chains.map((c) => `${c}:${safe}`) } }
}
