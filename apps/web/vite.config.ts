import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'
import sri from 'vite-plugin-sri-gen'
import { compileHints } from './build/compileHints'
import { firstPaintGroups } from './build/firstPaintGroups'
import { resolvePreloads } from './build/latePartsPreload'
import { lightRouterLinks } from './build/lightRouterLinks'
import { parseAbiAtBuild } from './build/parseAbiAtBuild'
import { preactAliases } from './build/preactAliases'
import { precompress } from './build/precompress'
import { queryCoreAlias } from './build/queryCoreAlias'
import { rainbowKitEnglish } from './build/rainbowKitEnglish'
import { routePreloads } from './build/routePreloads'
import { scriptsAfterShell } from './build/scriptsAfterShell'
import { treeShakeReactRouter } from './build/treeShakeReactRouter'
import { walletKitCore } from './build/walletKitCore'

/**
 * Vite config of the Concord web app: workspace packages from their sources, dist/ output. Wallet SDKs
 * (WalletConnect, MetaMask, Coinbase …) are only reached through dynamic imports, so Rolldown keeps them out of the
 * first paint by itself. No chunk groups for the SDKs: grouping their modules by path split their CommonJS helpers
 * from the modules that call them and made an import cycle between two chunks, which broke WalletConnect at load
 * ("oe is not a function") before it could show its QR code. The first paint's groups (build/firstPaintGroups.ts) take
 * only ES modules that do nothing when loaded but define: Preact, TanStack Query, wagmi's boot part, our shared layers.
 * The wallet side's `@walletconnect/core` is resolved from `@reown/walletkit` (build/walletKitCore.ts), so it is
 * bundled once; RainbowKit's connector keeps the older core wagmi pins, in its own chunks.
 *
 * Subresource Integrity (vite-plugin-sri-gen): `integrity` on index.html's script, modulepreload and stylesheet tags,
 * and an import map whose `integrity` covers every other chunk, so the browser refuses any module whose bytes changed,
 * however it is loaded later (lazy routes, the wallet island, WalletConnect). Its other two features stay off: they
 * would preload every lazy chunk at first paint and patch DOM insertion methods for the whole app. Lazy CSS has no
 * integrity of its own that way, so a lazily loaded part brings its CSS inside its JS (`?inline`, see WalletIsland).
 * SHA-256 rather than SHA-384: the same protection (no way is known to make other bytes with a given SHA-256), and the
 * import map's ~230 hashes, which do not compress, a third shorter: index.html then comes in one round trip
 * (test/budget/firstPaintBudget.test.ts says why).
 *
 * react-style-singleton (RainbowKit's dialogs lock the page's scroll through react-remove-scroll) is replaced by our
 * src/ui/styleSingleton.ts: the library writes `<style>` elements, which the page's CSP blocks.
 *
 * react-router: the app's imports get our lighter `Link`/`NavLink` (build/lightRouterLinks.ts), and the library's unused
 * components are dropped (build/treeShakeReactRouter.ts): 3.6 KB gzip less at every page's first paint.
 */
export default defineConfig({
  plugins: [
    parseAbiAtBuild(),
    // No Fast Refresh: it re-renders through React DOM, which the app does not run on (build/preactAliases.ts); the dev
    // server reloads the page on an edit instead.
    react({ refreshExclude: /./ }),
    treeShakeReactRouter(),
    lightRouterLinks(),
    walletKitCore(),
    rainbowKitEnglish(),
    // Before SRI: both run last (post), in this order; the hint changes the bytes SRI hashes.
    compileHints(),
    sri({ algorithm: 'sha256', preloadDynamicChunks: false, runtimePatchDynamicLinks: false }),
    scriptsAfterShell(),
    routePreloads(),
    precompress(),
  ],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: [
      ...preactAliases,
      queryCoreAlias,
      {
        find: /^react-style-singleton$/,
        replacement: fileURLToPath(new URL('./src/ui/styleSingleton.ts', import.meta.url)),
      },
    ],
  },
  // One stylesheet for the whole app, linked (with its integrity) from index.html: a feature's own CSS file is merged
  // into it rather than loaded later by a lazy chunk, which would carry no integrity.
  // The manifest (dist/.vite/manifest.json, not served: a dot folder) is what the first-paint budget test reads.
  build: {
    outDir: 'dist',
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    cssCodeSplit: false,
    manifest: true,
    modulePreload: { resolveDependencies: resolvePreloads },
    rolldownOptions: { output: { codeSplitting: { groups: firstPaintGroups } } },
  },
})
