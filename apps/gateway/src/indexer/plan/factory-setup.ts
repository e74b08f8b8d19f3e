import { decodeMultiSendData, KNOWN_SAFE_VERSIONS, predictSafeAddress } from '@concord/protocol'
import {
  type Address,
  decodeFunctionData,
  encodePacked,
  getAddress,
  type Hex,
  hexToBigInt,
  keccak256,
  parseAbi,
} from 'viem'
import type { Batch } from '../fetch/batch.js'

/** What a factory created a Safe with: enough to create the same Safe, at the same address, on another chain. */
export type FactorySetup = { singleton: string; initializer: Hex; saltNonce: string }

const FACTORY = parseAbi([
  'function createProxyWithNonce(address _singleton, bytes initializer, uint256 saltNonce) returns (address)',
  'function createProxyWithNonceL2(address _singleton, bytes initializer, uint256 saltNonce) returns (address)',
  'function createProxyWithCallback(address _singleton, bytes initializer, uint256 saltNonce, address callback) returns (address)',
  'function createChainSpecificProxyWithNonce(address _singleton, bytes initializer, uint256 saltNonce) returns (address)',
  'function createChainSpecificProxyWithNonceL2(address _singleton, bytes initializer, uint256 saltNonce) returns (address)',
])
const WRAPPERS = parseAbi([
  'function multiSend(bytes transactions)',
  'function execTransaction(address to, uint256 value, bytes data, uint8 operation, uint256 safeTxGas, uint256 baseGas, uint256 gasPrice, address gasToken, address refundReceiver, bytes signatures) returns (bool)',
])
// A Safe transaction's batch inside a batch inside a Safe transaction is as deep as a creation is looked for.
const MAX_DEPTH = 4

/** One factory call found in a transaction: the singleton, initializer and the salt nonce CREATE2 was given. */
type FactoryCall = { singleton: Address; initializer: Hex; saltNonce: bigint }

/** The factory calls in `input`: the call itself, or inside a MultiSend or a Safe's execTransaction (nested). */
function factoryCalls(input: Hex, depth = 0): FactoryCall[] {
  if (depth > MAX_DEPTH || input.length < 10) return []
  try {
    const { functionName, args } = decodeFunctionData({ abi: FACTORY, data: input })
    // createProxyWithCallback salts with keccak(saltNonce, callback): that word is the nonce another chain's
    // createProxyWithNonce needs for the same address. A chain-specific salt mixes in the chain id: no address match.
    const saltNonce =
      functionName === 'createProxyWithCallback'
        ? hexToBigInt(keccak256(encodePacked(['uint256', 'address'], [args[2], args[3]])))
        : args[2]
    return [{ singleton: getAddress(args[0]), initializer: args[1], saltNonce }]
  } catch {
    return wrappedCalls(input, depth)
  }
}

/** The factory calls inside a multiSend or execTransaction call; none for anything else. */
function wrappedCalls(input: Hex, depth: number): FactoryCall[] {
  try {
    const { functionName, args } = decodeFunctionData({ abi: WRAPPERS, data: input })
    if (functionName === 'execTransaction') return factoryCalls(args[2], depth + 1)
    return decodeMultiSendData(args[0]).flatMap((tx) => factoryCalls(tx.data, depth + 1))
  } catch {
    return []
  }
}

/**
 * The setup `factory` created `safe` with in transaction `txHash`: from 1.5.0's ProxyCreationL2 event, else from a
 * factory call in the transaction's input (direct, or in a MultiSend or a Safe's execTransaction); kept only when
 * CREATE2 of it gives `safe`. Null when it cannot be known (another contract called the factory, a chain-specific salt).
 */
export function factorySetupOf(batch: Batch, safe: Address, factory: Address, txHash: Hex): FactorySetup | null {
  const fromEvent = batch.events
    .filter((e) => e.name === 'ProxyCreationL2' && e.log.transactionHash === txHash && e.args.proxy === safe)
    .map((e) => ({
      singleton: getAddress(e.args.singleton as string),
      initializer: e.args.initializer as Hex,
      saltNonce: e.args.saltNonce as bigint,
    }))
  const input = batch.txFacts.get(txHash)?.input
  const candidates = [...fromEvent, ...(input === undefined ? [] : factoryCalls(input))]
  for (const call of candidates) {
    if (batch.versionOf(call.singleton) !== null && createsAt(factory, call, safe)) {
      return { singleton: call.singleton, initializer: call.initializer, saltNonce: call.saltNonce.toString() }
    }
  }
  return null
}

/**
 * Whether `factory` called with `call` deploys `safe`. The proxy's creation code is the factory's, whose version need
 * not be the singleton's: each version's code is tried (a version whose code is not known throws, and is skipped).
 */
function createsAt(factory: Address, call: FactoryCall, safe: Address): boolean {
  return KNOWN_SAFE_VERSIONS.some((version) => {
    try {
      return predictSafeAddress({ factory, ...call, version }) === safe
    } catch {
      return false
    }
  })
}
