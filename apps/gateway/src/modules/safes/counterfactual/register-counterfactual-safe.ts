import type { SafeInfo } from '@concord/gateway-schema'
import { isOwner, predictSafeAddress } from '@concord/protocol'
import { type Address, decodeFunctionData, getAddress, type Hex, isAddressEqual, parseAbi, zeroAddress } from 'viem'
import type { ChainRuntime } from '../../../context/gateway-context.js'
import type { Queryable } from '../../../db/db.js'
import { invalidInput, isTransportError, rpcUnavailable } from '../../../errors.js'
import { readChainSafeInfo } from '../read-chain-safe-info.js'
import { versionOfSingleton } from '../version-of-singleton.js'
import { counterfactualSafes } from './counterfactual-repository.js'
import { counterfactualSafeInfo } from './counterfactual-safe-info.js'

/** What `createProxyWithNonce` will be called with. */
export type CounterfactualSetup = { factory: Address; singleton: Address; initializer: Hex; saltNonce: string }

// setup() of 1.1.0 on (with a fallback handler) and of 1.0.0 (without).
const setupAbi = parseAbi([
  'function setup(address[] owners, uint256 threshold, address to, bytes data, address fallbackHandler, address paymentToken, uint256 payment, address paymentReceiver)',
  'function setup(address[] owners, uint256 threshold, address to, bytes data, address paymentToken, uint256 payment, address paymentReceiver)',
])

/** The owners, threshold and fallback handler a setup() call sets; a 422 when the initializer is no setup(). */
function decodeSetup(initializer: Hex): { owners: Address[]; threshold: number; fallbackHandler: Address | null } {
  try {
    const { args } = decodeFunctionData({ abi: setupAbi, data: initializer })
    const handler = args.length === 8 ? args[4] : zeroAddress
    return {
      owners: args[0].map((owner) => getAddress(owner)),
      threshold: Number(args[1]),
      fallbackHandler: handler === zeroAddress ? null : getAddress(handler),
    }
  } catch {
    throw invalidInput('Invalid initializer: expected the calldata of the Safe singleton setup()')
  }
}

/**
 * Registers the Safe at `address` on `chain` before its deployment, for the signed-in `account` (one of its owners):
 * the factory and singleton must be the chain's Safe contracts of one version, the initializer a setup() with a
 * threshold its owners can meet, and CREATE2 of them must give `address`. A Safe already deployed there is answered
 * from the chain. Registering the same Safe again changes nothing.
 */
export async function registerCounterfactualSafe(
  db: Queryable,
  chain: ChainRuntime,
  address: Address,
  setup: CounterfactualSetup,
  account: Address,
): Promise<SafeInfo> {
  const version = versionOfSingleton(chain, setup.singleton)
  const contracts =
    version === null ? undefined : chain.config.contracts[version as keyof typeof chain.config.contracts]
  if (version === null || contracts === undefined) {
    throw invalidInput(`Unknown singleton ${setup.singleton}: use a Safe singleton of chain ${chain.chainId}`)
  }
  if (!isAddressEqual(contracts.proxyFactory, setup.factory)) {
    throw invalidInput(`Unknown factory ${setup.factory}: Safe ${version} Safes are made by ${contracts.proxyFactory}`)
  }
  const { owners, threshold, fallbackHandler } = decodeSetup(setup.initializer)
  if (owners.length === 0 || threshold < 1 || threshold > owners.length) {
    throw invalidInput(`Invalid setup: a threshold of ${threshold} with ${owners.length} owners can never be met`)
  }
  if (!isOwner(owners, account)) {
    throw invalidInput(`Not an owner: you are signed in as ${account}, who is not an owner of this Safe's setup`)
  }
  const predicted = predictSafeAddress({ ...setup, version })
  if (!isAddressEqual(predicted, address)) {
    throw invalidInput(`Invalid setup: this factory, singleton, setup and salt create ${predicted}, not ${address}`)
  }
  const block = await headIfNoCode(chain, address)
  if (block === null) return readChainSafeInfo(chain, address)
  const row = { address, ...setup, owners, threshold, fallbackHandler }
  await counterfactualSafes.register(db, chain.chainId, row, { by: account, now: Date.now(), block })
  return counterfactualSafeInfo(chain, row)
}

/** The chain's head block, or null when `address` has code there (the Safe is deployed). */
async function headIfNoCode(chain: ChainRuntime, address: Address): Promise<number | null> {
  try {
    const block = await chain.client.getBlockNumber()
    const code = await chain.client.getCode({ address, blockNumber: block })
    return code !== undefined && code !== '0x' ? null : Number(block)
  } catch (error) {
    if (isTransportError(error)) throw rpcUnavailable(chain.chainId, error)
    throw error
  }
}
