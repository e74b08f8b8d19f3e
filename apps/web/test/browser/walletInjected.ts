/** What the stand-in browser extension announces and which node account it signs with. */
export type InjectedWalletSetup = {
  rpcUrl: string
  account: string
  name: string
  rdns: string
  uuid: string
  /**
   * When given, the wallet keeps its own chain (starting at this id) and switches when the site asks, as an extension
   * does; `window.injectedWalletSwitchTo(id)` stands for the user switching in the extension. Else it reports the node's.
   */
  chainId?: number
}

// 1×1 PNG: wallets announce an icon as a data URI.
const ICON =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

/**
 * Runs in the page before the app (page.addInitScript): an EIP-1193 provider announced through EIP-6963, the way a
 * browser extension does, which answers the accounts itself and forwards everything else (signing included) to the
 * chain node's unlocked account. It stands in for an extension, a third party the tests cannot run.
 */
export function announceInjectedWallet(setup: InjectedWalletSetup & { icon?: string }) {
  let id = 0
  const rpc = async (method: string, params: unknown[] = []) => {
    const response = await fetch(setup.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
    if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code })
    return body.result
  }
  // Like an extension, it shares the account only once the site asked for it (and the user agreed).
  let authorised = false
  let chainId = setup.chainId
  const listeners = new Map<string, Set<(value: unknown) => void>>()
  const switchTo = (id: number) => {
    chainId = id
    for (const listener of listeners.get('chainChanged') ?? []) listener(`0x${id.toString(16)}`)
  }
  ;(window as unknown as { injectedWalletSwitchTo: typeof switchTo }).injectedWalletSwitchTo = switchTo
  // The wallet's own chain, when it keeps one; else the node's (and switching is a no-op).
  const chainRequest = (method: string, params: unknown[] = []) => {
    if (chainId === undefined) return method === 'eth_chainId' ? rpc(method, params) : null
    if (method === 'eth_chainId') return `0x${chainId.toString(16)}`
    const target = (params[0] as { chainId?: string } | undefined)?.chainId
    if (target !== undefined) switchTo(Number(target))
    return null
  }
  const provider = {
    request: async ({ method, params }: { method: string; params?: unknown[] }) => {
      if (method === 'eth_requestAccounts') authorised = true
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return authorised ? [setup.account] : []
      if (method === 'wallet_requestPermissions' || method === 'wallet_getPermissions')
        return [{ parentCapability: 'eth_accounts' }]
      if (method === 'eth_chainId' || method === 'wallet_switchEthereumChain') return chainRequest(method, params)
      return rpc(method, params)
    },
    on: (event: string, listener: (value: unknown) => void) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
      return provider
    },
    removeListener: (event: string, listener: (value: unknown) => void) => {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  const detail = Object.freeze({
    info: Object.freeze({ uuid: setup.uuid, name: setup.name, icon: setup.icon ?? '', rdns: setup.rdns }),
    provider,
  })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}

/** The default icon for announceInjectedWallet. */
export const INJECTED_ICON = ICON
