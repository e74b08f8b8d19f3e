import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'
import { precompress } from './build/precompress'

/**
 * Vite config of the Concord web app: workspace packages from their sources, dist/ output. Wallet SDKs
 * (WalletConnect, MetaMask, Coinbase …) are only reached through dynamic imports, so Rolldown keeps them out of the
 * first paint by itself. No manual chunk groups: grouping the SDKs' modules by path split their CommonJS helpers
 * from the modules that call them and made an import cycle between two chunks, which broke WalletConnect at load
 * ("oe is not a function") before it could show its QR code.
 */
export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: { outDir: 'dist', target: 'es2022', chunkSizeWarningLimit: 1500 },
})
