import type { BaseTransaction, EIP712TypedData, SafeInfo, SafeSettings } from '@concord/apps-contract'
import { ProviderRpcError } from './errors.js'
import { inferPrimaryType } from './message-hash.js'
import type { AppsSdk } from './sdk.js'

/** An EIP-1193 request. */
export type RequestArguments = { method: string; params?: unknown[] | Record<string, unknown> }

type Listener = (...args: unknown[]) => void

const INVALID_REQUEST = -32600
const INVALID_PARAMS = -32602
const UNSUPPORTED_METHOD = 4200

/**
 * EIP-1193 provider for ethers, viem and wagmi inside the wallet frame. Accounts and chain come from the Safe;
 * transactions and signatures go to the wallet's review screen; reads are proxied to the wallet's node.
 */
export class SafeAppProvider {
  readonly #safe: SafeInfo
  readonly #sdk: AppsSdk
  readonly #listeners = new Map<string, Set<Listener>>()

  constructor(safe: SafeInfo, sdk: AppsSdk) {
    this.#safe = safe
    this.#sdk = sdk
  }

  /** The Safe's chain id as a number. */
  get chainId(): number {
    return this.#safe.chainId
  }

  /** Emits EIP-1193 `connect` with the chain id, as the Safe provider does. */
  async connect(): Promise<void> {
    this.#emit('connect', { chainId: this.chainId })
  }

  /** Nothing to tear down: the Safe stays connected for the life of the frame. */
  async disconnect(): Promise<void> {}

  /** Subscribes to a provider event. */
  on(event: string, listener: Listener): this {
    const set = this.#listeners.get(event) ?? new Set()
    set.add(listener)
    this.#listeners.set(event, set)
    return this
  }

  /** Unsubscribes from a provider event. */
  removeListener(event: string, listener: Listener): this {
    this.#listeners.get(event)?.delete(listener)
    return this
  }

  /** Handles one EIP-1193 request. */
  async request(args: RequestArguments | undefined): Promise<unknown> {
    if (!args) throw new ProviderRpcError('Undefined request', INVALID_REQUEST)
    const { method } = args
    const params = (Array.isArray(args.params) ? args.params : []) as unknown[]
    const { eth } = this.#sdk
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [this.#safe.safeAddress]
      case 'net_version':
      case 'eth_chainId':
        return `0x${this.chainId.toString(16)}`
      case 'personal_sign':
        return this.#signMessage(params[1], params[0], false)
      case 'eth_sign':
        return this.#signMessage(params[0], params[1], true)
      case 'eth_signTypedData':
      case 'eth_signTypedData_v4':
        return this.#signTypedData(params[0], params[1])
      case 'eth_sendTransaction':
        return this.#sendTransaction(params[0])
      case 'eth_blockNumber': {
        const block = await eth.getBlockByNumber(['latest'])
        return block?.number
      }
      case 'eth_getBalance':
        return eth.getBalance([lowerCase(params[0]), params[1]])
      case 'eth_getCode':
        return eth.getCode([lowerCase(params[0]), params[1]])
      case 'eth_getTransactionCount':
        return eth.getTransactionCount([lowerCase(params[0]), params[1]])
      case 'eth_getStorageAt':
        return eth.getStorageAt([lowerCase(params[0]), params[1], params[2]])
      case 'eth_getBlockByNumber':
        return eth.getBlockByNumber([params[0], params[1]])
      case 'eth_getBlockByHash':
        return eth.getBlockByHash([params[0], params[1]])
      case 'eth_getTransactionByHash':
        return this.#withRealHash(params[0], 'hash', (hash) => eth.getTransactionByHash([hash]))
      case 'eth_getTransactionReceipt':
        return this.#withRealHash(params[0], 'transactionHash', (hash) => eth.getTransactionReceipt([hash]))
      case 'eth_estimateGas':
        return eth.getEstimateGas(params[0])
      case 'eth_call':
        return eth.call([params[0], params[1]])
      case 'eth_getLogs':
        return eth.getPastLogs([params[0]])
      case 'eth_gasPrice':
        return eth.getGasPrice()
      case 'wallet_getPermissions':
        return this.#sdk.wallet.getPermissions()
      case 'wallet_requestPermissions':
        return this.#sdk.wallet.requestPermissions(params[0] as Record<string, Record<string, unknown>>[])
      case 'safe_setSettings':
        return eth.setSafeSettings([params[0] as SafeSettings])
      default:
        throw new ProviderRpcError(`${method} not implemented`, UNSUPPORTED_METHOD)
    }
  }

  #isSafe(address: unknown): boolean {
    return typeof address === 'string' && address.toLowerCase() === this.#safe.safeAddress.toLowerCase()
  }

  async #signMessage(address: unknown, message: unknown, requireHex: boolean): Promise<string> {
    const validMessage = typeof message === 'string' && (!requireHex || message.startsWith('0x'))
    if (!this.#isSafe(address) || !validMessage) {
      throw new ProviderRpcError('The address or message hash is invalid', INVALID_PARAMS)
    }
    const response = await this.#sdk.txs.signMessage(message)
    return ('signature' in response && response.signature) || '0x'
  }

  async #signTypedData(address: unknown, typedData: unknown): Promise<string> {
    if (!this.#isSafe(address)) throw new ProviderRpcError('The address is invalid', INVALID_PARAMS)
    const parsed = (typeof typedData === 'string' ? JSON.parse(typedData) : typedData) as EIP712TypedData
    if (parsed && typeof parsed === 'object' && !parsed.primaryType && parsed.types) {
      try {
        inferPrimaryType(parsed.types)
      } catch (error) {
        throw new ProviderRpcError('Please specify primaryType', INVALID_PARAMS, { cause: error })
      }
    }
    const response = await this.#sdk.txs.signTypedMessage(parsed)
    return ('signature' in response && response.signature) || '0x'
  }

  async #sendTransaction(raw: unknown): Promise<string> {
    const tx = { ...(raw as Partial<BaseTransaction> & { gas?: string | number }) }
    const safeTxGas = typeof tx.gas === 'string' && tx.gas.startsWith('0x') ? Number.parseInt(tx.gas, 16) : tx.gas
    const transaction: BaseTransaction = { to: tx.to ?? '', value: tx.value || '0', data: tx.data || '0x' }
    const params = typeof safeTxGas === 'number' ? { safeTxGas } : {}
    const { safeTxHash } = await this.#sdk.txs.send({ txs: [transaction], params })
    return safeTxHash
  }

  /** Maps a safeTxHash to the executed tx hash (when there is one) and reports the result under the asked hash. */
  async #withRealHash(
    asked: unknown,
    hashField: 'hash' | 'transactionHash',
    read: (hash: unknown) => Promise<Record<string, unknown> | null>,
  ): Promise<Record<string, unknown> | null> {
    let hash = asked
    try {
      const details = await this.#sdk.txs.getBySafeTxHash(String(asked))
      hash = details.txHash || asked
    } catch {
      // Not a Safe transaction the gateway knows: read the hash as a plain transaction hash.
    }
    const result = await read(hash)
    return result ? { ...result, [hashField]: asked } : result
  }

  #emit(event: string, ...args: unknown[]): void {
    for (const listener of this.#listeners.get(event) ?? []) listener(...args)
  }
}

function lowerCase(value: unknown): unknown {
  return typeof value === 'string' ? value.toLowerCase() : value
}
