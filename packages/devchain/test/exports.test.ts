import { expect, it } from 'vitest'
import * as devchain from '../src/index.js'

it('exports exactly the documented names', () => {
  expect(Object.keys(devchain).sort()).toMatchInlineSnapshot(`
    [
      "ARACHNID_DEPLOYER",
      "DEPLOYED_SAFE_VERSIONS",
      "DEV_MNEMONIC",
      "DevchainError",
      "SAFE_MIGRATION_141",
      "SAFE_SINGLETON_FACTORY",
      "demoErc20Abi",
      "demoErc721Abi",
      "demoSafe130History",
      "demoSafeHistory",
      "demoSafeSpec111",
      "demoSafeSpec130",
      "demoSafeSpec141",
      "demoSafeSpec150",
      "demoTokens",
      "devAccounts",
      "devAllowanceModuleAddress",
      "devEnsNames",
      "devEnsRegistryAddress",
      "devPriceFeedAbi",
      "devPriceFeeds",
      "seedDevChain",
      "startAnvil",
      "startDevChain",
      "versionDemoHistory",
    ]
  `)
})
