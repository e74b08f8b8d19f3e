// Which way dependencies may point, checked by `npm run check` (dependency-cruiser). Type-only imports count: a type
// cycle is still a cycle for the reader. Each rule's comment says why it exists; its message says what to do.
const web = '^apps/web/src/'
const gateway = '^apps/gateway/src/'

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Files that import each other cannot be read, tested or moved one at a time.',
      severity: 'error',
      from: { path: '^(apps|packages)/[^/]+/src/' },
      to: { circular: true },
    },
    {
      name: 'packages-not-apps',
      comment:
        'Libraries sit below the apps: nothing in packages/ may reach into apps/ (the test kit sits above them).',
      severity: 'error',
      from: { path: '^packages/[^/]+/src/', pathNot: '^packages/test-kit/' },
      to: { path: '^apps/' },
    },
    {
      name: 'test-kit-only-in-tests',
      comment:
        '@concord/test-kit is test scaffolding (it starts chains and gateways): tests, bench/ and e2e/ use it, no src/.',
      severity: 'error',
      from: { path: '^(apps|packages)/[^/]+/src/', pathNot: '^packages/test-kit/' },
      to: { path: '^packages/test-kit/' },
    },
    {
      name: 'protocol-is-pure',
      comment: '@concord/protocol is the bottom layer: it imports no other workspace package.',
      severity: 'error',
      from: { path: '^packages/protocol/src/' },
      to: { path: '^(packages|apps)/', pathNot: '^packages/protocol/' },
    },
    {
      name: 'apps-contract-is-pure',
      comment: 'The bridge contract sits under apps-sdk and apps-host: it imports no other workspace package.',
      severity: 'error',
      from: { path: '^packages/apps-contract/src/' },
      to: { path: '^(packages|apps)/', pathNot: '^packages/apps-contract/' },
    },
    {
      name: 'safe-actions-over-protocol',
      comment:
        '@concord/safe-actions is viem actions over the pure protocol, used by the apps and devchain: it imports only protocol.',
      severity: 'error',
      from: { path: '^packages/safe-actions/src/' },
      to: { path: '^(packages|apps)/', pathNot: '^packages/(safe-actions|protocol)/' },
    },
    // The web app: app/ (shell and routes) → features/ → tx/ (the review/sign/execute flow several features share) →
    // the shared layers (services/, query/, store/, tx-draft/, ens/, ui/, connection/, gateway/, config/, chains/, errors.ts).
    // A feature publishes index.ts (the few light things other features and the shell may use) and its pages
    // (`*Page.tsx`, the Safe's `SafeLayout.tsx`), which only the shell loads, lazily: each page stays a chunk of its
    // own. connection/ is the link to the user's wallet (wagmi config, dev wallet, signing helpers); the feature
    // wallet-bar/ is the connect button and bar the user sees.
    {
      name: 'web-app-through-front-door',
      comment:
        "The app shell uses a feature through its index.ts; it reaches the feature's pages only with a lazy import().",
      severity: 'error',
      from: { path: `${web}app/` },
      to: { path: `${web}features/`, pathNot: `${web}features/[^/]+/index\\.tsx?$`, dynamic: false },
    },
    {
      name: 'web-app-lazy-pages',
      comment:
        "What the shell loads lazily is a page (`*Page.tsx` or `SafeLayout.tsx`), never a feature's inner module.",
      severity: 'error',
      from: { path: `${web}app/` },
      to: { path: `${web}features/`, pathNot: `${web}features/.+(Page|Layout)\\.tsx$`, dynamic: true },
    },
    {
      name: 'web-feature-front-door',
      comment: "Another feature's files are its own business: use what its index.ts exports.",
      severity: 'error',
      from: { path: `${web}features/([^/]+)/` },
      to: { path: `${web}features/[^/]+/`, pathNot: [`${web}features/$1/`, `${web}features/[^/]+/index\\.tsx?$`] },
    },
    {
      name: 'web-features-one-way',
      comment: 'Two features that use each other are one feature: move what both need below them (query/, ui/).',
      severity: 'error',
      scope: 'folder',
      from: { path: `${web}features/[^/]+` },
      to: { path: `${web}features/[^/]+`, circular: true },
    },
    {
      name: 'web-shared-below-features',
      comment: 'Shared layers serve every feature, so they may not depend on one (or on the app shell).',
      severity: 'error',
      from: { path: web, pathNot: [`${web}features/`, `${web}app/`, `${web}main\\.tsx$`] },
      to: { path: [`${web}features/`, `${web}app/`] },
    },
    {
      name: 'web-tx-front-door',
      comment:
        "tx/ is a shared layer with one front door: features use what tx/index.ts exports, not its sub-folders' files.",
      severity: 'error',
      from: { path: `${web}features/` },
      to: { path: `${web}tx/`, pathNot: `${web}tx/index\\.ts$` },
    },
    {
      name: 'web-tx-out-of-first-paint',
      comment:
        'tx/ is heavy (simulation, signing, execution) and must stay out of the first-paint chunk: only features and ' +
        'the lazy review route (a dynamic import() from app/) reach it; ui/, query/, services/ and the other layers never.',
      severity: 'error',
      from: { path: web, pathNot: [`${web}features/`, `${web}tx/`] },
      to: { path: `${web}tx/`, dynamic: false },
    },
    {
      name: 'web-first-paint-speaks-valibot',
      comment:
        'What loads with the first paint or right after it settles (the shared layers and shell, the address book, ' +
        'notifications, offline mode) parses with valibot, whose schemas tree-shake to a few KB: zod would add its ' +
        'whole API to every visit. See docs/ARCHITECTURE.md, the web app.',
      severity: 'error',
      from: {
        path: web,
        pathNot: [`${web}features/(?!(address-book|notifications|offline/(gateway-down|chain-read))/)`, `${web}tx/`],
      },
      to: { path: '(^|/)node_modules/zod/' },
    },
    {
      name: 'web-lazy-features-speak-zod',
      comment:
        "A lazy page's chunk parses with zod, the dialect of the wire format; a schema owned by a first-paint module " +
        "is used through that module's parse function (e.g. the address book's booksOf), not with valibot here.",
      severity: 'error',
      from: {
        path: [`${web}features/`, `${web}tx/`],
        pathNot: `${web}features/(address-book|notifications|offline/(gateway-down|chain-read))/`,
      },
      to: { path: '(^|/)node_modules/valibot/' },
    },
    {
      name: 'web-features-not-app',
      comment: 'The app shell composes the features; a feature that imports it closes a loop.',
      severity: 'error',
      from: { path: `${web}features/` },
      to: { path: `${web}app/` },
    },
    // The gateway: server/ (HTTP shell) → modules/<name>/ → shared ground (db, rpc, events, indexer, decoder, config, wire).
    {
      name: 'gateway-ground-below-modules',
      comment: 'The shared ground serves every module, so it may not depend on one or on the HTTP server.',
      severity: 'error',
      from: {
        path: gateway,
        pathNot: [`${gateway}modules/`, `${gateway}server/`, `${gateway}(index|main|start-gateway)\\.ts$`],
      },
      to: { path: [`${gateway}modules/`, `${gateway}server/`] },
    },
    {
      name: 'gateway-modules-below-server',
      comment:
        'The HTTP shell registers the modules; a module importing it closes a loop (what it needs comes as an argument).',
      severity: 'error',
      from: { path: `${gateway}modules/` },
      to: { path: `${gateway}server/` },
    },
    {
      name: 'gateway-module-front-door',
      comment: "Another module's internals (its repository above all) are its own: use what its index.ts exports.",
      severity: 'error',
      from: { path: `${gateway}modules/([^/]+)/` },
      to: {
        path: `${gateway}modules/[^/]+/`,
        pathNot: [`${gateway}modules/$1/`, `${gateway}modules/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'gateway-modules-one-way',
      comment: 'Two modules that use each other are one module, or share something that belongs below them.',
      severity: 'error',
      scope: 'folder',
      // Anchored: a module's own sub-folders are its inside, not modules of their own.
      from: { path: `${gateway}modules/[^/]+$` },
      to: { path: `${gateway}modules/[^/]+$`, circular: true },
    },
    {
      name: 'gateway-outbox-below-indexer',
      comment:
        'The indexer records alerts into the outbox, so the outbox (a store of events) may not know the indexer: one direction, no cycle.',
      severity: 'error',
      from: { path: `${gateway}outbox/` },
      to: { path: `${gateway}indexer/` },
    },
    {
      name: 'gateway-outbox-front-door',
      comment:
        "The outbox's tables and repository are its own: the indexer and modules record events through outbox/index.ts.",
      severity: 'error',
      from: { path: gateway, pathNot: `${gateway}outbox/` },
      to: { path: `${gateway}outbox/`, pathNot: `${gateway}outbox/index\\.ts$` },
    },
    {
      name: 'gateway-modules-through-indexer-front-door',
      comment:
        "The indexer's repositories and loop change with it: modules use only what indexer/index.ts exports, so its internals can move.",
      severity: 'error',
      from: { path: `${gateway}modules/` },
      to: { path: `${gateway}indexer/`, pathNot: `${gateway}indexer/index\\.ts$` },
    },
    {
      name: 'gateway-indexer-loop-on-top',
      comment:
        'The loop drives fetch, plan, store and the batch alerts; a step that imports the loop (or the alerts it records) runs it from inside a step.',
      severity: 'error',
      from: { path: `${gateway}indexer/(fetch|plan|store|alerts)/` },
      to: { path: `${gateway}indexer/(loop|index\\.ts$)`, pathNot: `${gateway}indexer/alerts/` },
    },
    {
      name: 'gateway-indexer-steps-below-alerts',
      comment: 'Alerts are derived from a batch after it is planned: fetch, plan and store do not know them.',
      severity: 'error',
      from: { path: `${gateway}indexer/(fetch|plan|store)/` },
      to: { path: `${gateway}indexer/alerts/` },
    },
    // Inside the indexer: loop → alerts → plan → (fetch | store) → types. fetch reads the chain, store reads and writes
    // the tables, plan turns what fetch read into store's writes; types/ holds the shapes more than one of them speaks.
    {
      name: 'gateway-indexer-fetch-knows-only-the-chain',
      comment:
        'fetch reads the chain and hands plan a Batch: it neither plans nor touches the tables (a shared shape goes in indexer/types/).',
      severity: 'error',
      from: { path: `${gateway}indexer/fetch/` },
      to: { path: `${gateway}indexer/(plan|store)/` },
    },
    {
      name: 'gateway-indexer-store-below-plan',
      comment:
        'store holds the tables and their repositories, which plan and the loop drive: it knows neither fetch nor plan (a shared shape goes in indexer/types/).',
      severity: 'error',
      from: { path: `${gateway}indexer/store/` },
      to: { path: `${gateway}indexer/(fetch|plan)/` },
    },
    {
      name: 'gateway-indexer-types-at-bottom',
      comment:
        'indexer/types/ holds the shapes the steps share, so it imports none of them: move what it needs in, or the type out.',
      severity: 'error',
      from: { path: `${gateway}indexer/types/` },
      to: { path: `${gateway}indexer/`, pathNot: `${gateway}indexer/types/` },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    doNotFollow: { path: 'node_modules' },
    // zod and valibot stay in the graph (unfollowed) so that the web's dialect rules can see who imports them.
    exclude: { path: '(^|/)node_modules/(?!(zod|valibot)/)|^(apps|packages)/[^/]+/dist/' },
    enhancedResolveOptions: { conditionNames: ['source', 'import', 'types', 'default'], exportsFields: ['exports'] },
  },
}
