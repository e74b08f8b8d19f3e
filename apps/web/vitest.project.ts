import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineProject } from 'vitest/config'
import { preact, preactAliases } from './build/preactAliases'

const testingLibraryEsm = fileURLToPath(
  new URL('../../node_modules/@testing-library/react/dist/@testing-library/react.esm.js', import.meta.url),
)

/** What a web test project chooses: its name, its files, whether its files share one module graph, its global setup. */
type WebProjectOptions = {
  name: string
  include: string[]
  exclude?: string[]
  isolate: boolean
  globalSetup?: string[]
}

/**
 * The web app's test projects (vitest.config.ts, vitest.built.config.ts): pure logic tests (*.test.ts) run in node;
 * component tests (*.test.tsx) declare `@vitest-environment happy-dom`.
 */
export function webProject(options: WebProjectOptions) {
  return defineProject({
    plugins: [react()],
    // The app runs on Preact (build/preactAliases.ts), so its tests do too: Testing Library's ES build (its CommonJS one
    // would `require` React past Vite's aliases), and every `preact` import from the app's own copy (the root one is the
    // Coinbase SDK's Preact 10: preact-render-to-string, hoisted there, would otherwise render with it).
    resolve: {
      conditions: ['source', ...defaultClientConditions],
      alias: [
        ...preactAliases,
        { find: /^preact(\/.*)?$/, replacement: `${preact('')}$1` },
        { find: /^@testing-library\/react$/, replacement: testingLibraryEsm },
      ],
    },
    // Node-environment tests resolve through the SSR conditions: workspace packages still come from their sources.
    ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
    test: {
      name: options.name,
      environment: 'node',
      include: options.include,
      ...(options.exclude ? { exclude: options.exclude } : {}),
      isolate: options.isolate,
      ...(options.globalSetup ? { globalSetup: options.globalSetup } : {}),
      // A dapp on the real @walletconnect/sign-client runs in Node (the WalletConnect journeys): its ES builds are
      // written for bundlers, so they load through Vite's resolver and interop (as in test-kit's config).
      // The libraries that import React load through Vite as well, so they get Preact like the app's code.
      server: {
        deps: {
          inline: [
            /@walletconnect\//,
            /@reown\/walletkit/,
            /@testing-library\/react/,
            /preact-render-to-string/,
            /node_modules\/preact\//,
            /react-router/,
            /@tanstack\/react-query/,
            /wagmi/,
            /@rainbow-me\//,
            /use-sync-external-store/,
          ],
        },
      },
      // use-sync-external-store (wagmi's selector hook) is CommonJS, whose `require('react')` no alias reaches: Vitest
      // bundles it for the component tests, with the aliases applied.
      deps: {
        optimizer: {
          client: { enabled: true, include: ['use-sync-external-store/shim/with-selector.js'] },
          ssr: { enabled: true, include: ['use-sync-external-store/shim/with-selector.js'] },
        },
      },
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  })
}
