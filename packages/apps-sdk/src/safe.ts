import {
  type AddressBookItem,
  type ChainInfo,
  type EIP712TypedData,
  type EnvironmentInfo,
  type GetBalanceParams,
  isObjectEIP712TypedData,
  Methods,
  RestrictedMethods,
  RPC_CALLS,
  type RpcCallParams,
  type SafeBalances,
  type SafeInfo,
} from '@concord/apps-contract'
import { encodeFunctionData, type Hex } from 'viem'
import type { Communicator } from './communicator.js'
import { InvalidArgumentError, PermissionsError } from './errors.js'
import { calculateMessageHash, calculateTypedMessageHash } from './message-hash.js'
import { isPermissionGranted, type Wallet } from './wallet.js'

/** EIP-1271 `isValidSignature(bytes32,bytes)` success value. */
export const MAGIC_VALUE = '0x1626ba7e'
/** Legacy EIP-1271 `isValidSignature(bytes,bytes)` success value. */
export const MAGIC_VALUE_BYTES = '0x20c13b0b'

const isValidSignatureHashAbi = [
  {
    type: 'function',
    name: 'isValidSignature',
    stateMutability: 'view',
    inputs: [
      { name: '_dataHash', type: 'bytes32' },
      { name: '_signature', type: 'bytes' },
    ],
    outputs: [{ name: '', type: 'bytes4' }],
  },
] as const

const isValidSignatureBytesAbi = [
  {
    type: 'function',
    name: 'isValidSignature',
    stateMutability: 'view',
    inputs: [
      { name: '_data', type: 'bytes' },
      { name: '_signature', type: 'bytes' },
    ],
    outputs: [{ name: '', type: 'bytes4' }],
  },
] as const

/** Safe, chain and wallet data, plus message hashing and EIP-1271 signature checks. */
export class Safe {
  readonly #communicator: Communicator
  readonly #wallet: Wallet

  constructor(communicator: Communicator, wallet: Wallet) {
    this.#communicator = communicator
    this.#wallet = wallet
  }

  /** The Safe this app runs for. The wallet answers from memory, so this is fast enough for wagmi's 10 ms probe. */
  async getInfo(): Promise<SafeInfo> {
    return this.#communicator.send(Methods.getSafeInfo, undefined)
  }

  /** The chain the Safe lives on. */
  async getChainInfo(): Promise<ChainInfo> {
    return this.#communicator.send(Methods.getChainInfo, undefined)
  }

  /** Token balances with fiat values in `currency` (default usd). */
  async getBalances({ currency = 'usd' }: GetBalanceParams = {}): Promise<SafeBalances> {
    return this.#communicator.send(Methods.getSafeBalances, { currency })
  }

  /** Alias kept for apps written against the Safe Apps SDK. */
  async experimental_getBalances(options: { currency?: string } = {}): Promise<SafeBalances> {
    return this.getBalances(options)
  }

  /** Where the wallet runs (its origin). */
  async getEnvironmentInfo(): Promise<EnvironmentInfo> {
    return this.#communicator.send(Methods.getEnvironmentInfo, undefined)
  }

  /** The user's address book; asks for the permission first when it is missing. */
  async requestAddressBook(): Promise<AddressBookItem[]> {
    const capability = RestrictedMethods.requestAddressBook
    let permissions = await this.#wallet.getPermissions()
    if (!isPermissionGranted(permissions, capability)) {
      permissions = await this.#wallet.requestPermissions([{ [capability]: {} }])
    }
    if (!isPermissionGranted(permissions, capability)) throw new PermissionsError('Permissions rejected')
    return this.#communicator.send(Methods.requestAddressBook, undefined)
  }

  /** The owners' combined signature of a SafeMessage hash, or '' while it is not fully signed. */
  async getOffChainSignature(safeMessageHash: string): Promise<string> {
    return this.#communicator.send(Methods.getOffChainSignature, safeMessageHash)
  }

  /** EIP-191 hash of a message. */
  calculateMessageHash(message: string): Hex {
    return calculateMessageHash(message)
  }

  /** EIP-712 hash of typed data. */
  calculateTypedMessageHash(typedData: EIP712TypedData): Hex {
    return calculateTypedMessageHash(typedData)
  }

  /** True when the Safe accepts `signature` (default '0x' = signed on-chain) for a message or typed data. */
  async isMessageSigned(message: string | EIP712TypedData, signature = '0x'): Promise<boolean> {
    if (typeof message === 'string') return this.isMessageHashSigned(calculateMessageHash(message), signature)
    if (isObjectEIP712TypedData(message)) {
      return this.isMessageHashSigned(calculateTypedMessageHash(message), signature)
    }
    throw new InvalidArgumentError('Invalid message type')
  }

  /** Asks the Safe contract through EIP-1271, in its bytes32 form first and then its legacy bytes form. */
  async isMessageHashSigned(messageHash: string, signature = '0x'): Promise<boolean> {
    const { safeAddress } = await this.getInfo()
    const args = [messageHash as Hex, signature as Hex] as const
    const checks = [
      { data: encodeFunctionData({ abi: isValidSignatureHashAbi, args }), magic: MAGIC_VALUE },
      { data: encodeFunctionData({ abi: isValidSignatureBytesAbi, args }), magic: MAGIC_VALUE_BYTES },
    ]
    for (const { data, magic } of checks) {
      if (await this.#returnsMagic(safeAddress, data, magic)) return true
    }
    return false
  }

  async #returnsMagic(safeAddress: string, data: Hex, magic: string): Promise<boolean> {
    try {
      const result = await this.#communicator.send<string>(Methods.rpcCall, {
        call: RPC_CALLS.eth_call,
        params: [{ to: safeAddress, data }, 'latest'],
      } satisfies RpcCallParams)
      return typeof result === 'string' && result.slice(0, 10).toLowerCase() === magic
    } catch {
      // A revert (no code, wrong handler, bad signature) means "not signed", as in the Safe Apps SDK.
      return false
    }
  }
}
