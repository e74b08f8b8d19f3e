import { Methods, RPC_CALLS, type RpcCallName, type RpcCallParams, type SafeSettings } from '@concord/apps-contract'
import type { Communicator } from './communicator.js'

type Formatter = ((value: unknown) => unknown) | null

const latestByDefault: Formatter = (value) => value ?? 'latest'
const hashesOnlyByDefault: Formatter = (value) => value ?? false
const integerToHex: Formatter = (value) => (Number.isInteger(value) ? `0x${(value as number).toString(16)}` : value)

/** JSON-RPC reads proxied through the wallet's node; params are positional, as in the Safe Apps SDK. */
export class Eth {
  readonly #communicator: Communicator

  /** eth_call `[tx, block = 'latest']`. */
  readonly call: (params: unknown[]) => Promise<string>
  /** eth_gasPrice. */
  readonly getGasPrice: () => Promise<string>
  /** eth_getLogs `[filter]`. */
  readonly getPastLogs: (params: unknown[]) => Promise<unknown[]>
  /** eth_getBalance `[address, block = 'latest']`. */
  readonly getBalance: (params: unknown[]) => Promise<string>
  /** eth_getCode `[address, block = 'latest']`. */
  readonly getCode: (params: unknown[]) => Promise<string>
  /** eth_getBlockByHash `[hash, fullTransactions = false]`. */
  readonly getBlockByHash: (params: unknown[]) => Promise<Record<string, unknown> | null>
  /** eth_getBlockByNumber `[number | tag, fullTransactions = false]`; integers become hex. */
  readonly getBlockByNumber: (params: unknown[]) => Promise<Record<string, unknown> | null>
  /** eth_getStorageAt `[address, position, block = 'latest']`; an integer position becomes hex. */
  readonly getStorageAt: (params: unknown[]) => Promise<string>
  /** eth_getTransactionByHash `[hash]`. */
  readonly getTransactionByHash: (params: unknown[]) => Promise<Record<string, unknown> | null>
  /** eth_getTransactionReceipt `[hash]`. */
  readonly getTransactionReceipt: (params: unknown[]) => Promise<Record<string, unknown> | null>
  /** eth_getTransactionCount `[address, block = 'latest']`. */
  readonly getTransactionCount: (params: unknown[]) => Promise<string>
  /** eth_estimateGas for one transaction. */
  readonly getEstimateGas: (transaction: unknown) => Promise<string>
  /** safe_setSettings `[settings]`: per-session wallet settings, e.g. `{ offChainSigning: false }`. */
  readonly setSafeSettings: (params: [SafeSettings]) => Promise<SafeSettings>

  constructor(communicator: Communicator) {
    this.#communicator = communicator
    this.call = this.#rpc(RPC_CALLS.eth_call, [null, latestByDefault])
    this.getGasPrice = () => this.#rpc<string>(RPC_CALLS.eth_gasPrice)([])
    this.getPastLogs = this.#rpc(RPC_CALLS.eth_getLogs)
    this.getBalance = this.#rpc(RPC_CALLS.eth_getBalance, [null, latestByDefault])
    this.getCode = this.#rpc(RPC_CALLS.eth_getCode, [null, latestByDefault])
    this.getBlockByHash = this.#rpc(RPC_CALLS.eth_getBlockByHash, [null, hashesOnlyByDefault])
    this.getBlockByNumber = this.#rpc(RPC_CALLS.eth_getBlockByNumber, [integerToHex, hashesOnlyByDefault])
    this.getStorageAt = this.#rpc(RPC_CALLS.eth_getStorageAt, [null, integerToHex, latestByDefault])
    this.getTransactionByHash = this.#rpc(RPC_CALLS.eth_getTransactionByHash)
    this.getTransactionReceipt = this.#rpc(RPC_CALLS.eth_getTransactionReceipt)
    this.getTransactionCount = this.#rpc(RPC_CALLS.eth_getTransactionCount, [null, latestByDefault])
    this.getEstimateGas = (transaction) => this.#rpc<string>(RPC_CALLS.eth_estimateGas)([transaction])
    this.setSafeSettings = this.#rpc(RPC_CALLS.safe_setSettings)
  }

  #rpc<T>(call: RpcCallName, formatters: Formatter[] = []): (params: unknown[]) => Promise<T> {
    return (params) => {
      // Copy so the caller's array is not rewritten (the Safe Apps SDK mutates it; nobody should rely on that).
      const formatted = [...(params ?? [])]
      formatters.forEach((format, i) => {
        if (format) formatted[i] = format(formatted[i])
      })
      return this.#communicator.send<T>(Methods.rpcCall, { call, params: formatted } satisfies RpcCallParams)
    }
  }
}
