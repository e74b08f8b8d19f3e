import { devAccounts } from '@concord/devchain'
import { encodeSafeSetup, SAFE_VERSION_FACTS, versionContract } from '@concord/protocol'
import {
  type Address,
  createTestClient,
  encodeAbiParameters,
  encodeFunctionData,
  getAddress,
  type Hex,
  http,
  keccak256,
  pad,
  parseAbi,
  parseEventLogs,
  publicActions,
  walletActions,
  zeroAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** An anvil client with public, wallet and test actions. */
export function anvilClient(rpcUrl: string) {
  return createTestClient({ mode: 'anvil', transport: http(rpcUrl), pollingInterval: 20 })
    .extend(publicActions)
    .extend(walletActions)
}
type AnvilClient = ReturnType<typeof anvilClient>

const factoryAbi = parseAbi([
  'function createProxyWithNonce(address singleton, bytes initializer, uint256 saltNonce) returns (address proxy)',
  'event ProxyCreation(address proxy)',
  'event ProxyCreation(address proxy, address singleton)',
  'event ProxyCreation(address indexed proxy, address singleton)',
])
// 1.0.0's setup has no fallback handler.
const setup100 = parseAbi([
  'function setup(address[] owners, uint256 threshold, address to, bytes data, address paymentToken, uint256 payment, address paymentReceiver)',
])

/** A Safe of a legacy `version` with `owners` and `threshold`, made through that version's canonical factory. */
export async function createLegacySafe(
  client: AnvilClient,
  version: '1.0.0' | '1.1.1' | '1.2.0',
  owners: Address[],
  threshold: bigint,
): Promise<Address> {
  const handler = SAFE_VERSION_FACTS[version].defaultFallbackHandler
  const initializer =
    version === '1.0.0'
      ? encodeFunctionData({
          abi: setup100,
          args: [owners, threshold, zeroAddress, '0x', zeroAddress, 0n, zeroAddress],
        })
      : encodeSafeSetup({
          owners,
          threshold: Number(threshold),
          fallbackHandler: (handler && versionContract(version, handler)) ?? zeroAddress,
        })
  const hash = await client.writeContract({
    account: privateKeyToAccount((devAccounts[9] as { privateKey: Hex }).privateKey),
    chain: null,
    address: versionContract(version, 'SafeProxyFactory') as Address,
    abi: factoryAbi,
    functionName: 'createProxyWithNonce',
    args: [versionContract(version, 'Safe') as Address, initializer, 7n],
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  const [created] = parseEventLogs({ abi: factoryAbi, logs: receipt.logs, eventName: 'ProxyCreation' })
  if (created === undefined) throw new Error(`no ProxyCreation for ${version}`)
  return getAddress(created.args.proxy)
}

const SENTINEL: Address = '0x0000000000000000000000000000000000000001'
// Every Safe version keeps its module list (a linked list from and back to the sentinel) in the mapping at slot 1.
const modulesSlotOf = (key: Address) =>
  keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [key, 1n]))

/**
 * Writes `modules` as the Safe's enabled modules straight into its storage, in a block of its own (anvil writes into
 * the latest block's state: mining first keeps the earlier blocks as they were).
 */
export async function writeModules(client: AnvilClient, safe: Address, modules: Address[]): Promise<void> {
  await client.mine({ blocks: 1 })
  const chain = [SENTINEL, ...modules, SENTINEL]
  for (let i = 0; i < chain.length - 1; i++) {
    const from = chain[i] as Address
    const to = chain[i + 1] as Address
    await client.setStorageAt({ address: safe, index: modulesSlotOf(from), value: pad(to, { size: 32 }) })
  }
  await client.mine({ blocks: 1 })
}
