import { type Address, getAddress, isAddressEqual, numberToHex } from 'viem'
import { WebAppError } from '../../errors'
import { createNodeRpc } from './nodeRpc'
import { WalletRpcError } from './walletRpcError'

type Listener = (...args: unknown[]) => void

/** An EIP-1193 provider backed by the dev chain node, whose dev accounts are unlocked (anvil). */
export type DevWalletProvider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  /** The node's unlocked accounts, as `eth_accounts` on the node returns them. */
  listAccounts(): Promise<Address[]>
  /** The account requests are signed with. */
  selectedAccount(): Promise<Address>
  /** Signs from another dev account from now on and tells listeners (`accountsChanged`). */
  selectAccount(address: Address): Promise<void>
}

/** Options: the node's RPC URL, its chain id, and where the chosen account is remembered. */
export type DevWalletProviderOptions = {
  rpcUrl: string
  chainId: number
  fetch?: typeof fetch
  store?: { get(): string | null; set(value: string): void }
}

// Methods answered by the wallet itself rather than forwarded to the node.
const SIGNING_METHODS = new Set(['personal_sign', 'eth_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'])

/** Creates the dev wallet's provider: account choice is local, everything else (signing included) goes to the node. */
export function createDevWalletProvider(options: DevWalletProviderOptions): DevWalletProvider {
  const nodeRpc = createNodeRpc(options.rpcUrl, options.fetch)
  const listeners = new Map<string, Set<Listener>>()
  let accountsCache: Address[] | undefined
  let selected: Address | undefined

  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }
  const listAccounts = async () => {
    accountsCache ??= (await nodeRpc<string[]>('eth_accounts')).map((a) => getAddress(a))
    return accountsCache
  }
  const selectedAccount = async () => {
    if (selected) return selected
    const accounts = await listAccounts()
    const remembered = options.store?.get()
    const first = accounts[0]
    if (!first)
      throw new WebAppError(
        'DEV_WALLET_ACCOUNT',
        'The dev chain node has no unlocked accounts: start it with its dev accounts.',
      )
    selected = accounts.find((a) => remembered && isAddressEqual(a, remembered as Address)) ?? first
    return selected
  }
  const selectAccount = async (address: Address) => {
    const accounts = await listAccounts()
    const match = accounts.find((a) => isAddressEqual(a, address))
    if (!match)
      throw new WebAppError(
        'DEV_WALLET_ACCOUNT',
        `${address} is not one of the dev chain's accounts: pick one of those listed.`,
      )
    selected = match
    options.store?.set(match)
    emit('accountsChanged', [match])
  }
  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    const list = Array.isArray(params) ? params : []
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [await selectedAccount()]
      case 'eth_chainId':
        return numberToHex(options.chainId)
      case 'wallet_switchEthereumChain':
        return switchChain(list, options.chainId)
      case 'wallet_requestPermissions':
      case 'wallet_getPermissions':
        return [{ parentCapability: 'eth_accounts' }]
      default:
        if (SIGNING_METHODS.has(method)) await assertSigner(method, list, await listAccounts())
        return nodeRpc(method, withDefaultFrom(method, list, await selectedAccount()))
    }
  }
  return {
    request,
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener: (event, listener) => listeners.get(event)?.delete(listener),
    listAccounts,
    selectedAccount,
    selectAccount,
  }
}

/** The dev wallet serves one chain only; anything else is "unrecognised chain" (4902) as EIP-3326 says. */
function switchChain(params: unknown[], chainId: number): null {
  const target = (params[0] as { chainId?: string } | undefined)?.chainId
  if (target && Number(target) === chainId) return null
  throw new WalletRpcError(4902, `The dev wallet only serves chain ${chainId}.`)
}

/** Refuses to sign for an address the node cannot sign for, before the node gives a vaguer error. */
async function assertSigner(method: string, params: unknown[], accounts: Address[]): Promise<void> {
  const signer = signerOf(method, params)
  if (signer && !accounts.some((a) => isAddressEqual(a, signer as Address))) {
    throw new WalletRpcError(4100, `The dev wallet cannot sign for ${signer}: it is not a dev account.`)
  }
}

/** Which parameter holds the signing address for each signing method. */
function signerOf(method: string, params: unknown[]): string | undefined {
  if (method === 'personal_sign') return params[1] as string | undefined
  if (method === 'eth_sign' || method === 'eth_signTypedData_v4') return params[0] as string | undefined
  return (params[0] as { from?: string } | undefined)?.from
}

/** Transactions without `from` are sent from the selected account. */
function withDefaultFrom(method: string, params: unknown[], from: Address): unknown[] {
  if (method !== 'eth_sendTransaction') return params
  const tx = (params[0] ?? {}) as Record<string, unknown>
  return [{ ...tx, from: tx.from ?? from }, ...params.slice(1)]
}
