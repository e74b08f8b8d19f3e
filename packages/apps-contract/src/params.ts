import type { RpcCallName } from './rpc-calls.js'
import type { EIP712TypedData } from './typed-data.js'

/** One transaction an app asks the Safe to make; value is a decimal or hex string in wei. */
export type BaseTransaction = { to: string; value: string; data: string }

/** `sendTransactions` params (and the arguments of `txs.send`). */
export type SendTransactionsParams = { txs: BaseTransaction[]; params?: { safeTxGas?: number } }

/** `signMessage` params: an EIP-191 message. */
export type SignMessageParams = { message: string }

/** `signTypedMessage` params. */
export type SignTypedMessageParams = { typedData: EIP712TypedData }

/** `getTxBySafeTxHash` params. */
export type GetTxBySafeTxHashParams = { safeTxHash: string }

/** `getSafeBalances` params; the wallet answers in usd when no currency is given. */
export type GetBalanceParams = { currency?: string }

/** `rpcCall` params: an allowed call name and its positional JSON-RPC params. */
export type RpcCallParams = { call: RpcCallName; params: unknown[] }
