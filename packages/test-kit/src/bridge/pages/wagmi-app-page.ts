// A wagmi 2 app with only the `safe` connector, as real dapps embed themselves in Safe wallets.
import { safe } from '@wagmi/connectors'
import { connect, createConfig, createStorage, getAccount, http, reconnect, signMessage } from '@wagmi/core'
import { anvil } from 'viem/chains'
import { page, param } from './dom.js'

/** What the tests reach as `globalThis.wagmiApp`. */
export type WagmiAppApi = {
  /** Status right after wagmi's own reconnect() on load (auto-connect needs getSafeInfo within 10 ms). */
  afterReconnect: { status: string; address: string | undefined; chainId: number | undefined }
  /**
   * Connects like a user pressing "connect" until it works: each try is bounded by the connector's own 10 ms
   * getSafeInfo deadline, which a loaded machine can miss on a cold frame. Resolves with the account and the tries.
   */
  connect(): Promise<{ status: string; address: string | undefined; chainId: number | undefined; tries: number }>
  signMessage(message: string): Promise<string>
}

// Headless Chromium blocks storage for this cross-site frame (as browsers with third-party storage blocked do), and
// wagmi's default localStorage access would throw; a memory storage keeps the page about the connector.
const memory = new Map<string, string>()
const storage = createStorage({
  storage: {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  },
})

const config = createConfig({
  storage,
  chains: [anvil],
  connectors: [safe({ allowedDomains: [new RegExp(`^${param('wallet')}$`)] })],
  transports: { [anvil.id]: http(param('rpc') ?? undefined) },
})

await reconnect(config)
const account = getAccount(config)
page.wagmiApp = {
  afterReconnect: { status: account.status, address: account.address, chainId: account.chainId },
  connect: async () => {
    const connector = config.connectors[0]
    if (!connector) throw new Error('no connector')
    let tries = 0
    while (getAccount(config).status !== 'connected' && tries < 50) {
      tries++
      await connect(config, { connector }).catch(() => undefined)
    }
    const { status, address, chainId } = getAccount(config)
    return { status, address, chainId, tries }
  },
  signMessage: (message) => signMessage(config, { message }),
} satisfies WagmiAppApi
