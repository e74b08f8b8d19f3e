import { PROXIED_RPC_CALLS } from '@concord/apps-contract'
import { type Address, type Hex, isAddressEqual, numberToHex } from 'viem'
import type { AppMessage } from '../../messages'
import { personalSignText } from './personalSignText'
import {
  CallsStatusParams,
  type DappCall,
  issueOf,
  PersonalSignParams,
  SendCallsParams,
  SendTransactionParams,
  SignTypedDataParams,
  SwitchChainParams,
} from './requestParams'
import { type DappRpcError, invalidParams, notTheSafe, unsupportedMethod } from './rpcErrors'

/** What the wallet does with a dapp's request. */
export type DappRequestRoute =
  /** Answered at once from what the wallet knows. */
  | { kind: 'answer'; result: unknown }
  /** Forwarded to the chain's node. */
  | { kind: 'read'; method: string; params: unknown[] }
  /** The review screen: one call, or several as one MultiSend batch (wallet_sendCalls). */
  | { kind: 'transaction'; calls: DappCall[]; batch: boolean }
  /** The message review. */
  | { kind: 'message'; message: AppMessage; typed: boolean }
  /** EIP-5792 status of a batch sent before (its id is the safeTxHash). */
  | { kind: 'callsStatus'; id: Hex }
  /** Open the same Safe on another chain (decimal chain id). */
  | { kind: 'switchChain'; chainId: string }
  | { kind: 'error'; error: DappRpcError }

/** What the router needs to know: the open Safe and its chain (decimal id). */
export type RouteContext = { safe: Address; chainId: string }

// Reads forwarded as they are: the embedded apps' allow-list plus what an EIP-1193 provider is asked besides.
const READS = new Set<string>([...PROXIED_RPC_CALLS, 'eth_blockNumber', 'eth_feeHistory', 'eth_maxPriorityFeePerGas'])

const error = (e: DappRpcError): DappRequestRoute => ({ kind: 'error', error: e })

function fromSafe(from: Address | undefined, ctx: RouteContext): DappRpcError | null {
  return from === undefined || isAddressEqual(from, ctx.safe) ? null : notTheSafe(from, ctx.safe)
}

function sendTransaction(params: unknown, ctx: RouteContext): DappRequestRoute {
  const parsed = SendTransactionParams.safeParse(params)
  if (!parsed.success) return error(invalidParams('eth_sendTransaction', issueOf(parsed.error)))
  const [tx] = parsed.data
  const wrong = fromSafe(tx.from, ctx)
  if (wrong) return error(wrong)
  return { kind: 'transaction', calls: [{ to: tx.to, value: tx.value, data: tx.data }], batch: false }
}

function sendCalls(params: unknown, ctx: RouteContext): DappRequestRoute {
  const parsed = SendCallsParams.safeParse(params)
  if (!parsed.success) return error(invalidParams('wallet_sendCalls', issueOf(parsed.error)))
  const [request] = parsed.data
  if (BigInt(request.chainId).toString() !== ctx.chainId) {
    const message = `The calls are for chain ${BigInt(request.chainId)}, but the Safe is open on chain ${ctx.chainId}: switch chains first.`
    return error({ code: 5710, message })
  }
  const wrong = fromSafe(request.from, ctx)
  if (wrong) return error(wrong)
  const required = Object.entries(request.capabilities ?? {}).find(([, c]) => c?.optional !== true)
  if (required) return error({ code: 5700, message: `The capability "${required[0]}" is not supported by a Safe.` })
  return { kind: 'transaction', calls: request.calls, batch: true }
}

function sign(method: string, params: unknown, ctx: RouteContext): DappRequestRoute {
  if (method === 'personal_sign') {
    const parsed = PersonalSignParams.safeParse(params)
    if (!parsed.success) return error(invalidParams(method, issueOf(parsed.error)))
    const wrong = fromSafe(parsed.data[1], ctx)
    if (wrong) return error(wrong)
    const text = personalSignText(parsed.data[0])
    if (text === null) return error(invalidParams(method, 'the message is not readable text (UTF-8)'))
    return { kind: 'message', message: { kind: 'text', message: text }, typed: false }
  }
  const parsed = SignTypedDataParams.safeParse(params)
  if (!parsed.success) return error(invalidParams(method, issueOf(parsed.error)))
  const wrong = fromSafe(parsed.data[0], ctx)
  if (wrong) return error(wrong)
  return { kind: 'message', message: { kind: 'typed', typedData: parsed.data[1] }, typed: true }
}

/**
 * Routes a dapp's JSON-RPC request: answers what the wallet knows (chain, accounts, capabilities), forwards reads,
 * sends transactions, batches and messages to the user's review, and answers anything else with an error: a dapp is
 * never left without an answer.
 */
export function routeDappRequest(request: { method: string; params?: unknown }, ctx: RouteContext): DappRequestRoute {
  const { method, params } = request
  const chainHex = numberToHex(BigInt(ctx.chainId))
  switch (method) {
    case 'eth_chainId':
      return { kind: 'answer', result: chainHex }
    case 'net_version':
      return { kind: 'answer', result: ctx.chainId }
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return { kind: 'answer', result: [ctx.safe] }
    case 'eth_sendTransaction':
      return sendTransaction(params, ctx)
    case 'wallet_sendCalls':
      return sendCalls(params, ctx)
    case 'personal_sign':
    case 'eth_signTypedData_v4':
    case 'eth_signTypedData':
      return sign(method, params, ctx)
    case 'wallet_getCallsStatus': {
      const parsed = CallsStatusParams.safeParse(params)
      if (!parsed.success) return error(invalidParams(method, issueOf(parsed.error)))
      return { kind: 'callsStatus', id: parsed.data[0] }
    }
    case 'wallet_getCapabilities':
      // A Safe runs a batch in one transaction through MultiSend: atomic on its chain.
      return { kind: 'answer', result: { [chainHex]: { atomic: { status: 'supported' } } } }
    case 'wallet_switchEthereumChain': {
      const parsed = SwitchChainParams.safeParse(params)
      if (!parsed.success) return error(invalidParams(method, issueOf(parsed.error)))
      return { kind: 'switchChain', chainId: BigInt(parsed.data[0].chainId).toString() }
    }
  }
  if (READS.has(method)) return { kind: 'read', method, params: Array.isArray(params) ? params : [] }
  return error(unsupportedMethod(method))
}
