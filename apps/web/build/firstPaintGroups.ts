import type { Rolldown } from 'vite'
import { preactRoot } from './preactAliases'
import { reachedAtFirstPaint } from './reachedAtFirstPaint'

/**
 * Chunk groups for the first paint. Left to itself, Rolldown gives every module that the entry shares with a lazy page
 * a chunk of its own (rolldown/rolldown#10731): a Safe's home came in 46 requests, most under 2 KB. Over HTTP/1.1 a
 * browser opens at most six connections to the gateway, so on a phone's network each further round of requests costs
 * a round trip before the page can paint its data. Three groups gather those small chunks, each with what it imports:
 * - the framework (Preact with its React compat layer, TanStack Query), which every page runs from the start;
 * - the part of wagmi and viem the wallet config needs at boot (account state, errors), of the modules the entry
 *   loads (`$initial`): viem's HTTP transport comes with the first RPC request (connection/lazyHttpTransport.ts);
 * - the app's shared layers (query hooks, services, ui) that two or more chunks import.
 * Wallet SDKs, viem's heavier parts (signing, ABI coding, transaction actions) and each feature's own code keep
 * Rolldown's automatic splitting. A path that no longer matches after an upgrade only splits again:
 * test/budget/firstPaintBudget.test.ts counts the files and bytes.
 */
// The framework's libraries besides Preact, with Vite's helper for `import()`.
const FRAMEWORK_LIBRARIES =
  /node_modules[\\/](@tanstack[\\/](query-core|react-query)|use-sync-external-store)[\\/]|vite[\\/]preload-helper/

/** Whether `moduleId` is a file of the app's own Preact, not of a copy a library brought along. */
const isAppPreact = (moduleId: string) =>
  moduleId.startsWith(preactRoot) && /^[\\/]/.test(moduleId.slice(preactRoot.length))

// The modules reachedAtFirstPaint found reached (the config is loaded once per build).
const reachedModules = new Set<string>()

export const firstPaintGroups = [
  {
    name: 'framework',
    // With Vite's helper for `import()` (a chunk of its own otherwise: the entry and the pages all use it). The app's
    // own Preact only: the Coinbase SDK's Preact 10 (hoisted to the root node_modules) was 5.6 KB gzip of every
    // first paint that only that SDK's dialog runs.
    test: (moduleId: string) => isAppPreact(moduleId) || FRAMEWORK_LIBRARIES.test(moduleId),
    priority: 30,
  },
  {
    name: 'wallet-core',
    test: new RegExp(
      [
        String.raw`node_modules[\\/]@wagmi[\\/]core[\\/]dist[\\/]esm[\\/](errors|version|utils[\\/]getVersion|actions[\\/](getAccount|reconnect|disconnect))`,
        String.raw`node_modules[\\/]viem[\\/]_esm[\\/](errors[\\/](rpc|utils|request)|utils[\\/](promise|rpc|internal|stringify|uid|wait)|clients[\\/]transports|accounts[\\/]utils[\\/]parseAccount)`,
      ].join('|'),
    ),
    priority: 25,
    // Only what the entry loads: viem modules that later parts share (transports, transaction errors) would otherwise
    // be pulled into the first paint by this group's test.
    tags: ['$initial' as const],
  },
  // viem's integer bounds (maxUint256 …), which the details page's checks use: left to itself Rolldown may put them in
  // a chunk with viem's `call` action, and the details page's first paint then loads 13 KB it does not run.
  { name: 'viem-number', test: /node_modules[\\/]viem[\\/]_esm[\\/]constants[\\/]number\.js$/, priority: 22 },
  {
    // Only what a Safe page's first paint reaches by static imports: a shared module that only other pages or later
    // parts use (the hash card, a decoded call, CSV cells, the event stream) keeps Rolldown's own chunks, rather than
    // coming with every page's first paint.
    name: (moduleId: string, ctx: Rolldown.ChunkingContext) =>
      reachedAtFirstPaint(moduleId, ctx, reachedModules) ? 'app-shared' : null,
    test: /apps[\\/]web[\\/]src[\\/](query|services|ui)[\\/]/,
    minShareCount: 2,
    priority: 20,
  },
  // Small modules of features and layers that the first paint shares with lazy pages (each was a chunk of its own).
  {
    name: 'app-shared',
    test: /apps[\\/]web[\\/]src[\\/].*[\\/](bookStore|useAddressBook|walletConnectPath|LateEnsName|visibleBalances|lazyHttpTransport|walletRpcError|listRows|useProposerName|useExecutingHashes)\.tsx?$/,
    priority: 19,
  },
  // Leaf modules of the wallet SDKs, each a chunk of its own and an entry of index.html's import map (every chunk's
  // integrity is there): Reown's 74 icons and RainbowKit's small chain and wallet icons, a few KB gzip each group,
  // fetched together when a dialog first shows one. Fewer entries keep the page's HTML within a TCP connection's first
  // window (build/rainbowKitEnglish.ts says why that matters). The icons import nothing but lit's `svg` tag, which
  // stays in its own chunk; RainbowKit's larger pictures (an OS's download art, up to 36 KB) keep their own.
  {
    name: 'wallet-icons-reown',
    test: /node_modules[\\/]@reown[\\/]appkit-ui[\\/]dist[\\/]esm[\\/]src[\\/]assets[\\/]svg[\\/]/,
    includeDependenciesRecursively: false,
    priority: 10,
  },
  {
    name: 'wallet-icons-rainbowkit',
    test: /node_modules[\\/]@rainbow-me[\\/]rainbowkit[\\/]dist[\\/](?!chunk-|[a-z]{2}_[A-Z0-9]{2,3}-)[A-Za-z]+-[A-Z0-9]{8}\.js$/,
    maxModuleSize: 8 * 1024,
    includeDependenciesRecursively: false,
    priority: 10,
  },
]
