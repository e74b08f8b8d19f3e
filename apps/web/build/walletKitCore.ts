import { createRequire } from 'node:module'
import type { Plugin } from 'vite'

// Any file of walletkit's package does as the importer: Vite then resolves with the browser's conditions from there.
const walletKitEntry = createRequire(import.meta.url).resolve('@reown/walletkit')

/**
 * Gives the web app's own imports of `@walletconnect/*` (the wallet's `Core` in loadWalletKit) the very modules
 * `@reown/walletkit` runs on. npm installs walletkit's pinned `@walletconnect/core` under walletkit's folder and the
 * app's under apps/web (the root's is the older one wagmi's WalletConnect connector pins), so the same version came
 * into the dapps' chunks twice, about 30 KB of gzip JS each. Resolving from walletkit's entry keeps one copy, and the
 * Core the app creates is always the one walletkit was built against.
 */
export function walletKitCore(): Plugin {
  return {
    name: 'concord:walletkit-core',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.startsWith('@walletconnect/') || !importer?.includes('/apps/web/src/')) return null
      return this.resolve(source, walletKitEntry, { ...options, skipSelf: true })
    },
  }
}
