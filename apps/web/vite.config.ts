import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

// Wallet SDKs (WalletConnect, MetaMask, Coinbase …) are only reached through dynamic imports: keeping them in
// their own named chunks makes the first-paint chunk list easy to audit after a build.
const walletSdkChunks: Array<[string, RegExp]> = [
  ['walletconnect', /node_modules\/@(walletconnect|reown)\//],
  ['metamask-sdk', /node_modules\/@metamask\//],
  ['coinbase-sdk', /node_modules\/@(coinbase|base-org)\//],
]

/** Vite config of the Concord web app: workspace packages from their sources, dist/ output, wallet SDKs apart. */
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Without this a group also swallows the modules its members import (viem, noble …), which the first
          // paint needs too, and the SDK chunk would be preloaded after all.
          includeDependenciesRecursively: false,
          groups: walletSdkChunks.map(([name, test]) => ({ name, test })),
        },
      },
    },
  },
})
