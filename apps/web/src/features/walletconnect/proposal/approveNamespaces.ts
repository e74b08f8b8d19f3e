import type { Address } from 'viem'

/** A namespace as a proposal states it: `eip155` with chains, or `eip155:1` standing for its one chain. */
export type ProposalNamespace = { chains?: string[] | undefined; methods: string[]; events: string[] }

/** What the dapp asks for, as the proposal says. */
export type ProposalAsk = {
  requiredNamespaces: Record<string, ProposalNamespace>
  optionalNamespaces?: Record<string, ProposalNamespace> | undefined
}

/** The session's namespaces to approve. */
export type ApprovedNamespaces = {
  eip155: { chains: string[]; accounts: string[]; methods: string[]; events: string[] }
}

/** The methods a Safe answers (see routeDappRequest); anything else is answered with an error. */
export const SAFE_METHODS = [
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'net_version',
  'eth_call',
  'eth_getBalance',
  'eth_getCode',
  'eth_getTransactionCount',
  'eth_getStorageAt',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_getLogs',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_blockNumber',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'wallet_switchEthereumChain',
]
const SAFE_EVENTS = ['chainChanged', 'accountsChanged']

/** A namespace map's chains (both forms), methods and events, flattened. */
export function askedOf(namespaces: Record<string, ProposalNamespace> | undefined) {
  const chains: string[] = []
  const methods: string[] = []
  const events: string[] = []
  for (const [key, ns] of Object.entries(namespaces ?? {})) {
    chains.push(...(ns.chains ?? (key.includes(':') ? [key] : [])))
    methods.push(...ns.methods)
    events.push(...ns.events)
  }
  return { keys: Object.keys(namespaces ?? {}), chains: [...new Set(chains)], methods, events }
}

const chainName = (chain: string, names: Record<string, string>) => names[chain] ?? chain

/**
 * The namespaces to approve for the open Safe: only eip155 chains on which this Safe exists (`safeChains`, CAIP-2,
 * the open chain first), each with the Safe as the account; or why the proposal cannot be approved, in words (a
 * required chain where the Safe does not exist, a non-EVM namespace, no chain of the Safe at all).
 */
export function approveNamespaces(
  ask: ProposalAsk,
  safe: Address,
  safeChains: readonly string[],
  names: Record<string, string> = {},
): { ok: true; namespaces: ApprovedNamespaces } | { ok: false; reason: string } {
  const required = askedOf(ask.requiredNamespaces)
  const optional = askedOf(ask.optionalNamespaces)
  const foreign = required.keys.find((key) => key.split(':')[0] !== 'eip155')
  if (foreign) {
    return { ok: false, reason: `The dapp requires "${foreign}" accounts; a Safe has only EVM (eip155) accounts.` }
  }
  const where = safeChains.map((c) => chainName(c, names)).join(', ')
  const missing = required.chains.filter((c) => !safeChains.includes(c))
  if (missing.length > 0) {
    const list = missing.map((c) => chainName(c, names)).join(', ')
    return {
      ok: false,
      reason: `The dapp requires ${list}, where this Safe does not exist (it exists on ${where}). Connect it to a Safe on that chain, or choose this Safe's chain in the dapp.`,
    }
  }
  const asked = [...new Set([...required.chains, ...optional.chains])]
  const chains = safeChains.filter((c) => asked.includes(c))
  if (chains.length === 0) {
    const list = asked.map((c) => chainName(c, names)).join(', ') || 'no chain'
    return {
      ok: false,
      reason: `The dapp asks for ${list}, where this Safe does not exist (it exists on ${where}). Choose this Safe's chain in the dapp.`,
    }
  }
  return {
    ok: true,
    namespaces: {
      eip155: {
        chains,
        accounts: chains.map((c) => `${c}:${safe}`),
        // Methods the dapp asks for that a Safe cannot do are approved too: called, they get an explicit JSON-RPC
        // error from the wallet (routeDappRequest) rather than the SDK's refusal to send them.
        methods: [...new Set([...SAFE_METHODS, ...required.methods, ...optional.methods])],
        events: [...new Set([...SAFE_EVENTS, ...required.events, ...optional.events])],
      },
    },
  }
}
