import react from '@vitejs/plugin-react'
import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineProject } from 'vitest/config'

// Pure logic tests (*.test.ts) run in node; component tests (*.test.tsx) declare `@vitest-environment happy-dom`.
export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // Node-environment tests resolve through the SSR conditions: workspace packages still come from their sources.
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    name: 'web',
    environment: 'node',
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    // The browser tests' one build of the web app per run (built by the first of them that starts).
    globalSetup: ['test/browser/global-setup.ts'],
    // A dapp on the real @walletconnect/sign-client runs in Node (the WalletConnect journeys): its ES builds are
    // written for bundlers, so they load through Vite's resolver and interop (as in test-kit's config).
    server: { deps: { inline: [/@walletconnect\//, /@reown\/walletkit/] } },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
