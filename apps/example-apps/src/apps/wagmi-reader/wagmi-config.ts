import { safe } from '@wagmi/connectors'
import { createConfig, createStorage, http } from '@wagmi/core'
import { anvil, gnosis, mainnet, sepolia } from 'viem/chains'

// Browsers that block third-party storage (headless Chromium does, for this cross-site frame) make wagmi's default
// localStorage throw; the connection is re-made on every load anyway, so memory is enough.
const memory = new Map<string, string>()
const storage = createStorage({
  storage: {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  },
})

/**
 * wagmi with only the `safe` connector, as dapps embed themselves in Safe wallets. No `allowedDomains`: this app runs
 * inside whichever wallet opens it. Reads go through the connector's provider (the wallet), so the transports' URLs
 * are never used.
 */
export const wagmiConfig = createConfig({
  storage,
  chains: [anvil, mainnet, sepolia, gnosis],
  connectors: [safe()],
  transports: { [anvil.id]: http(), [mainnet.id]: http(), [sepolia.id]: http(), [gnosis.id]: http() },
})
