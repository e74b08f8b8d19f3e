// Public surface of @concord/devchain: a local anvil with the canonical Safe contracts, demo tokens and demo Safes.

export { type AnvilInstance, type StartAnvilOptions, startAnvil } from './anvil/start-anvil.js'
export { ARACHNID_DEPLOYER, SAFE_SINGLETON_FACTORY } from './chain/deterministic-deploy.js'
export { DEV_MNEMONIC, type DevAccount, devAccounts } from './chain/dev-accounts.js'
export {
  type DemoSafeSpec,
  demoSafeSpec111,
  demoSafeSpec130,
  demoSafeSpec141,
  demoSafeSpec150,
} from './demo/demo-safe-specs.js'
export type { DemoSafeInfo } from './demo/read-demo-safe.js'
export { demoSafeHistory } from './demo/seed-demo-safe.js'
export { demoSafe130History } from './demo/seed-demo-safe-130.js'
export { versionDemoHistory } from './demo/seed-version-demo-safes.js'
export { devEnsRegistryAddress } from './ens/dev-ens-contracts.js'
export { type DevEnsName, devEnsNames } from './ens/dev-ens-names.js'
export { DevchainError, type DevchainErrorCode } from './errors.js'
export { type DevPriceFeedPair, devPriceFeedAbi, devPriceFeeds } from './prices/dev-price-feeds.js'
export type { OtherSafeVersion, OtherSafeVersionContracts } from './safe/deploy-other-safe-versions.js'
export type { SafeContracts } from './safe/deploy-safe-contracts.js'
export { SAFE_MIGRATION_141 } from './safe/deploy-safe-migration.js'
export { DEPLOYED_SAFE_VERSIONS, type DeployedSafeVersion } from './safe/deployed-safe-versions.js'
export {
  type DemoSafes,
  type DevChainContracts,
  type SeedDevChainOptions,
  type SeedDevChainResult,
  seedDevChain,
} from './seed-dev-chain.js'
export { devAllowanceModuleAddress } from './spending-limits/place-allowance-module.js'
export { type DevChain, type StartDevChainOptions, startDevChain } from './start-dev-chain.js'
export {
  type DemoErc20,
  type DemoErc721,
  type DemoTokens,
  demoErc20Abi,
  demoErc721Abi,
  demoTokens,
} from './tokens/demo-tokens.js'
