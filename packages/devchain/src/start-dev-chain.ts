import { canonicalAddresses } from '@concord/protocol'
import type { Address } from 'viem'
import { type AnvilInstance, startAnvil } from './anvil/start-anvil.js'
import { type DevAccount, devAccounts } from './chain/dev-accounts.js'
import { createDevClient } from './chain/dev-client.js'
import { type DevPriceFeedPair, devPriceFeeds } from './prices/dev-price-feeds.js'
import { type OtherSafeVersionContracts, otherSafeVersionContracts } from './safe/deploy-other-safe-versions.js'
import { seededStateFile } from './seed-cache/seeded-state-file.js'
import { type DemoSafes, type DevChainContracts, readDemoSafes, seedDevChain } from './seed-dev-chain.js'
import { devAllowanceModuleAddress } from './spending-limits/place-allowance-module.js'
import { type DemoTokens, demoTokens } from './tokens/demo-tokens.js'

/** Options of startDevChain; every field is optional. */
export type StartDevChainOptions = {
  /** TCP port on 127.0.0.1; a free one when omitted. */
  port?: number
  /** Chain id, 31337 by default. */
  chainId?: number
  /** anvil state file: loaded at start when present, written when the chain stops. */
  statePath?: string
  /** Deploy contracts, tokens and demo Safes (skipping what exists); true by default. */
  seed?: boolean
  /**
   * A folder where the first chain seeded with a given chain id leaves its state, which later chains load instead of
   * seeding again (a test run's chains: see seededStateFile). Not with `statePath` or `seed: false`. By default the
   * `CONCORD_DEVCHAIN_SEED_CACHE` environment variable, which the repository's test run sets; false for none.
   */
  seedCache?: string | false
  /** One short human line per step. */
  onProgress?: (line: string) => void
}

/** A running dev chain and everything a wallet, gateway or test needs to use it. */
export type DevChain = {
  rpcUrl: string
  chainId: number
  contracts: DevChainContracts
  /** The Safe 1.0.0, 1.1.1, 1.2.0 and 1.5.0 contracts at their canonical addresses, by version and role. */
  otherVersions: OtherSafeVersionContracts
  /** Chainlink-interface price feeds by pair; dev account 9 sets their answers (`devPriceFeedAbi.setAnswer`). */
  priceFeeds: Record<DevPriceFeedPair, Address>
  /** The AllowanceModule (spending limits) at its canonical address, a stand-in on the dev chain. */
  allowanceModule: Address
  tokens: DemoTokens
  demo: DemoSafes
  /** anvil's 10 funded accounts with their public test keys. */
  accounts: readonly DevAccount[]
  /** Stops anvil (writing the state file when there is one) and resolves once it has exited. */
  stop(): Promise<void>
}

/** Starts anvil on 127.0.0.1 and seeds it with the canonical Safe contracts, demo tokens and demo Safes. */
export async function startDevChain(options: StartDevChainOptions = {}): Promise<DevChain> {
  const chainId = options.chainId ?? 31337
  const onProgress = options.onProgress
  const seedCache =
    options.statePath === undefined && options.seed !== false
      ? (options.seedCache ?? process.env.CONCORD_DEVCHAIN_SEED_CACHE)
      : undefined
  const loadStatePath = seedCache ? await seededStateFile(seedCache, chainId, onProgress) : undefined
  if (loadStatePath !== undefined) onProgress?.(`demo Safes: seeded chain loaded from ${loadStatePath}`)
  const anvil: AnvilInstance = await startAnvil({
    chainId,
    ...(options.port === undefined ? {} : { port: options.port }),
    ...(options.statePath === undefined ? {} : { statePath: options.statePath }),
    ...(loadStatePath === undefined ? {} : { loadStatePath }),
  })
  try {
    const seeded =
      options.seed === false || loadStatePath !== undefined
        ? {
            contracts: { '1.4.1': { ...canonicalAddresses['1.4.1'] }, '1.3.0': { ...canonicalAddresses['1.3.0'] } },
            otherVersions: otherSafeVersionContracts(),
            priceFeeds: devPriceFeeds,
            allowanceModule: devAllowanceModuleAddress,
            tokens: demoTokens,
            demo: await readDemoSafes(createDevClient(anvil.rpcUrl, anvil.chainId)),
          }
        : await seedDevChain(anvil.rpcUrl, onProgress ? { onProgress } : {})
    return {
      rpcUrl: anvil.rpcUrl,
      chainId: anvil.chainId,
      contracts: seeded.contracts,
      otherVersions: seeded.otherVersions,
      priceFeeds: seeded.priceFeeds,
      allowanceModule: seeded.allowanceModule,
      tokens: seeded.tokens,
      demo: seeded.demo,
      accounts: devAccounts,
      stop: anvil.stop,
    }
  } catch (error) {
    // Never leave a half-seeded anvil behind holding the port.
    await anvil.stop()
    throw error
  }
}
