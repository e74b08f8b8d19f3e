import { type Address, encodeDeployData, keccak256, type LocalAccount, parseAbi, stringToHex } from 'viem'
import artifact from '../../artifacts/DevPriceFeed.json' with { type: 'json' }
import {
  type DeterministicDeployment,
  deployDeterministic,
  deterministicAddress,
  SAFE_SINGLETON_FACTORY,
} from '../chain/deterministic-deploy.js'
import { devAccount } from '../chain/dev-accounts.js'
import type { DevClient } from '../chain/dev-client.js'
import { waitForSuccess } from '../chain/send-and-wait.js'
import type { DevPriceFeedArtifact } from './compile-dev-price-feed.js'

/** Chainlink's AggregatorV3Interface as the gateway reads it, and the dev feed's setter. */
export const devPriceFeedAbi = parseAbi([
  'function decimals() view returns (uint8)',
  'function description() view returns (string)',
  'function latestRoundData() view returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)',
  'function setAnswer(int256 answer, uint256 updatedAt)',
])

/** The dev chain's feeds: one per pair, 8 decimals as Chainlink's USD feeds have, with their first answer. */
const feeds = {
  'ETH / USD': 2_000_00000000n,
  'USDC / USD': 1_00000000n,
} as const

/** A dev price feed's pair, e.g. "ETH / USD". */
export type DevPriceFeedPair = keyof typeof feeds

const compiled = (artifact as DevPriceFeedArtifact).contracts.DevPriceFeed
// Dev account 9 deploys everything and owns the feeds, so a test or a developer can set an answer (or a stale one).
const owner: Address = devAccount(9).address

const deploymentOf = (pair: DevPriceFeedPair): DeterministicDeployment => ({
  factory: SAFE_SINGLETON_FACTORY,
  salt: BigInt(keccak256(stringToHex(`concord.devchain.price-feed.${pair}`))),
  label: `price feed ${pair}`,
  initCode: encodeDeployData({ abi: compiled.abi, bytecode: compiled.bytecode, args: [8, pair, owner] }),
})

/** Every dev price feed's address (CREATE2: the same on every fresh dev chain), by pair. */
export const devPriceFeeds = Object.fromEntries(
  Object.keys(feeds).map((pair) => [pair, deterministicAddress(deploymentOf(pair as DevPriceFeedPair))]),
) as Record<DevPriceFeedPair, Address>

/**
 * Deploys the dev price feeds unless they are there and gives each without an answer its first one, updated at the
 * chain's current time; returns how many transactions it sent.
 */
export async function seedDevPriceFeeds(client: DevClient, sender: LocalAccount): Promise<number> {
  let sent = 0
  for (const [pair, first] of Object.entries(feeds) as [DevPriceFeedPair, bigint][]) {
    if ((await deployDeterministic(client, sender, deploymentOf(pair))).deployed) sent++
    const address = devPriceFeeds[pair]
    const [round] = await client.readContract({ address, abi: devPriceFeedAbi, functionName: 'latestRoundData' })
    if (round > 0n) continue
    const { timestamp } = await client.getBlock()
    const hash = await client.writeContract({
      account: sender,
      address,
      abi: devPriceFeedAbi,
      functionName: 'setAnswer',
      args: [first, timestamp],
    })
    await waitForSuccess(client, hash, `price feed ${pair} answer`)
    sent++
  }
  return sent
}
