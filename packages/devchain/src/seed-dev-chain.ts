import { type Address, createPublicClient, http } from 'viem'
import { devSigner } from './chain/dev-accounts.js'
import { createDevClient, type DevClient } from './chain/dev-client.js'
import { createDemoSafe } from './demo/create-demo-safe.js'
import { demoSafeSpec111, demoSafeSpec130, demoSafeSpec141, demoSafeSpec150 } from './demo/demo-safe-specs.js'
import { type DemoSafeInfo, readDemoSafe } from './demo/read-demo-safe.js'
import { seedDemoSafe } from './demo/seed-demo-safe.js'
import { seedDemoSafe130 } from './demo/seed-demo-safe-130.js'
import { seedVersionDemoSafes } from './demo/seed-version-demo-safes.js'
import { devEnsRegistryAddress } from './ens/dev-ens-contracts.js'
import { devEnsNames } from './ens/dev-ens-names.js'
import { seedDevEns } from './ens/seed-dev-ens.js'
import { type DevPriceFeedPair, devPriceFeeds, seedDevPriceFeeds } from './prices/dev-price-feeds.js'
import {
  deploySafe150Contracts,
  type OtherSafeVersionContracts,
  otherSafeVersionContracts,
  placeLegacySafeContracts,
} from './safe/deploy-other-safe-versions.js'
import { deploySafeContracts, type SafeContracts } from './safe/deploy-safe-contracts.js'
import { deploySafeMigration } from './safe/deploy-safe-migration.js'
import { DEPLOYED_SAFE_VERSIONS, type DeployedSafeVersion } from './safe/deployed-safe-versions.js'
import { devAllowanceModuleAddress, placeAllowanceModule } from './spending-limits/place-allowance-module.js'
import { type DemoTokens, demoTokens, deployDemoTokens } from './tokens/demo-tokens.js'

/** Options of seedDevChain. */
export type SeedDevChainOptions = {
  /** Called with one short human line per step, e.g. "contracts: Safe 1.4.1 deployed". */
  onProgress?: (line: string) => void
}

/** Canonical Safe contracts per version. */
export type DevChainContracts = Record<DeployedSafeVersion, SafeContracts>

/** The demo Safes as the chain shows them: the main 1.4.1 Safe, and one each of 1.3.0, 1.1.1 and 1.5.0. */
export type DemoSafes = { safe: DemoSafeInfo; safe130: DemoSafeInfo; safe111: DemoSafeInfo; safe150: DemoSafeInfo }

/** What a seeded dev chain holds, and how many transactions seeding sent this time (0 when all was there). */
export type SeedDevChainResult = {
  contracts: DevChainContracts
  /** The Safe 1.0.0, 1.1.1, 1.2.0 and 1.5.0 contracts, which Concord does not operate yet. */
  otherVersions: OtherSafeVersionContracts
  /** Chainlink-interface price feeds (ETH / USD, USDC / USD) the dev chain's owner account sets. */
  priceFeeds: Record<DevPriceFeedPair, Address>
  /** The AllowanceModule (spending limits) at its canonical address: a stand-in, see contracts/StandInAllowanceModule.sol. */
  allowanceModule: Address
  tokens: DemoTokens
  demo: DemoSafes
  transactions: number
}

/**
 * Deploys the canonical Safe 1.4.1 and 1.3.0 contracts (and those of 1.0.0, 1.1.1, 1.2.0 and 1.5.0), the demo tokens, the demo Safes (1.4.1, 1.3.0, 1.1.1, 1.5.0) with their history and an ENS
 * registry with demo names on the chain at `rpcUrl`. Idempotent: whatever the chain already has (contract code, Safe nonce) is not sent again.
 */
export async function seedDevChain(rpcUrl: string, options: SeedDevChainOptions = {}): Promise<SeedDevChainResult> {
  const say = options.onProgress ?? (() => {})
  const chainId = await createPublicClient({ transport: http(rpcUrl) }).getChainId()
  const client = createDevClient(rpcUrl, chainId)
  // Dev account 9 deploys everything and relays Safe executions, so the owners' accounts stay untouched by gas.
  const deployer = devSigner(9)

  const contracts = {} as DevChainContracts
  for (const version of DEPLOYED_SAFE_VERSIONS) {
    const { contracts: addresses, deployed } = await deploySafeContracts(client, deployer, version)
    contracts[version] = addresses
    say(`contracts: Safe ${version} ${deployed > 0 ? `deployed (${deployed} contracts)` : 'already deployed'}`)
  }
  const tokens = await deployDemoTokens(client, deployer)
  const symbols = Object.values(demoTokens)
    .map((token) => token.symbol)
    .join(', ')
  say(`contracts: demo tokens ${tokens.deployed > 0 ? 'deployed' : 'already deployed'} (${symbols})`)

  let transactions = 0
  for (const spec of [demoSafeSpec141, demoSafeSpec130]) {
    if (await createDemoSafe(client, deployer, spec)) {
      transactions++
      say(`demo Safes: ${spec.threshold}-of-${spec.owners.length} Safe ${spec.version} created at ${spec.address}`)
    }
  }
  transactions += await seedDemoSafe(client)
  transactions += await seedDemoSafe130(client)
  say(transactions > 0 ? `demo Safes: history seeded (${transactions} transactions)` : 'demo Safes: already seeded')
  // Last, so the demo history keeps its block numbers: the upgrade path 1.3.0 → 1.4.1 that Safe{Wallet} uses.
  const migration = await deploySafeMigration(client, deployer)
  say(`contracts: SafeMigration 1.4.1 ${migration.deployed ? 'deployed' : 'already deployed'}`)
  // After the demo history too: ENS came later, and chains seeded before it keep their block numbers.
  const ens = await seedDevEns(client, deployer)
  const names = devEnsNames.map((entry) => entry.name).join(', ')
  say(`contracts: ENS registry at ${devEnsRegistryAddress} ${ens > 0 ? 'deployed' : 'already deployed'} (${names})`)
  // Last again, for the same reason: the other Safe versions came after ENS.
  const placed = await placeLegacySafeContracts(client)
  say(`contracts: Safe 1.0.0, 1.1.1 and 1.2.0 ${placed > 0 ? `placed (${placed} contracts)` : 'already placed'}`)
  const deployed150 = await deploySafe150Contracts(client, deployer)
  say(`contracts: Safe 1.5.0 ${deployed150 > 0 ? `deployed (${deployed150} contracts)` : 'already deployed'}`)
  const otherVersions = otherSafeVersionContracts()
  const feeds = await seedDevPriceFeeds(client, deployer)
  say(
    `contracts: price feeds ${feeds > 0 ? 'deployed' : 'already deployed'} (${Object.keys(devPriceFeeds).join(', ')})`,
  )
  const priceFeeds = devPriceFeeds
  // Last of all, so everything above keeps its block numbers: a 1.1.1 and a 1.5.0 Safe with a short history each.
  transactions += await seedVersionDemoSafes(client, deployer, say)
  // anvil_setCode mines no block, so placing it after everything keeps every block number above.
  const placedModule = await placeAllowanceModule(client)
  say(
    `contracts: AllowanceModule stand-in at ${devAllowanceModuleAddress} ${placedModule ? 'placed' : 'already placed'}`,
  )
  const allowanceModule = devAllowanceModuleAddress
  return {
    contracts,
    otherVersions,
    priceFeeds,
    allowanceModule,
    tokens: demoTokens,
    demo: await readDemoSafes(client),
    transactions,
  }
}

/** Reads every demo Safe from the chain. */
export async function readDemoSafes(client: DevClient): Promise<DemoSafes> {
  const [safe, safe130, safe111, safe150] = await Promise.all(
    [demoSafeSpec141, demoSafeSpec130, demoSafeSpec111, demoSafeSpec150].map((spec) => readDemoSafe(client, spec)),
  )
  return { safe, safe130, safe111, safe150 } as DemoSafes
}
