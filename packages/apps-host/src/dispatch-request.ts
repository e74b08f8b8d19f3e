import { type Method, SAFE_SET_SETTINGS } from '@concord/apps-contract'
import { type DispatchContext, type MethodDispatcher, parseParams } from './dispatch-context.js'
import type { WaitingOn } from './host-timeouts.js'
import {
  GetBalancesParamsSchema,
  GetTxParamsSchema,
  OffChainSignatureParamsSchema,
  RpcCallParamsSchema,
  SafeSettingsSchema,
} from './schemas.js'
import type { AppHostHandlers, MaybePromise } from './types.js'
import { requestPermissions, sendTransactions, signMessage, signTypedMessage } from './user-requests.js'

/** Answers with an optional wallet handler, or with "not supported" when the wallet did not register it. */
function withHandler<K extends keyof AppHostHandlers>(
  ctx: DispatchContext,
  name: K,
  run: (handler: NonNullable<AppHostHandlers[K]>, signal: AbortSignal) => MaybePromise<unknown>,
  waitingOn?: WaitingOn,
): void {
  const handler = ctx.handlers[name]
  if (handler) ctx.answer(() => run(handler as NonNullable<AppHostHandlers[K]>, ctx.signal), waitingOn)
  else ctx.fail(`${ctx.method} is not supported by this wallet`)
}

const getSafeInfo: MethodDispatcher = (_, ctx) => ctx.answer(() => ctx.handlers.getSafeInfo())

const getChainInfo: MethodDispatcher = (_, ctx) => withHandler(ctx, 'getChainInfo', (h, signal) => h(signal))

const getEnvironmentInfo: MethodDispatcher = (_, ctx) => {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin ?? ''
  const handler = ctx.handlers.getEnvironmentInfo
  ctx.answer(() => (handler ? handler(ctx.signal) : { origin }))
}

const getSafeBalances: MethodDispatcher = (params, ctx) => {
  const p = parseParams(GetBalancesParamsSchema, params, ctx)
  if (p) withHandler(ctx, 'getSafeBalances', (h, signal) => h(p, signal))
}

const getTxBySafeTxHash: MethodDispatcher = (params, ctx) => {
  const p = parseParams(GetTxParamsSchema, params, ctx)
  if (p) withHandler(ctx, 'getTxBySafeTxHash', (h, signal) => h(p, signal))
}

const getOffChainSignature: MethodDispatcher = (params, ctx) => {
  const hash = parseParams(OffChainSignatureParamsSchema, params, ctx)
  // The SDK README promises '' while a message is not fully signed (Safe{Wallet} sends nothing and apps hang).
  if (hash !== undefined) withHandler(ctx, 'getOffChainSignature', async (h, signal) => (await h(hash, signal)) || '')
}

const rpcCall: MethodDispatcher = (params, ctx) => {
  const parsed = RpcCallParamsSchema.safeParse(params)
  if (!parsed.success) {
    const call = (params as { call?: unknown } | undefined)?.call
    ctx.fail(`rpcCall ${typeof call === 'string' ? call : '(no call)'} is not allowed`)
    return
  }
  const { call, params: rpcParams } = parsed.data
  if (call !== SAFE_SET_SETTINGS) {
    withHandler(ctx, 'rpcCall', (h, signal) => h(call, rpcParams, signal), { kind: 'node', call })
    return
  }
  // Settings belong to this app session only, so the host answers them itself.
  const settings = SafeSettingsSchema.safeParse(rpcParams[0] ?? {})
  if (!settings.success) {
    ctx.fail('Invalid safe_setSettings params: offChainSigning must be a boolean')
    return
  }
  if (settings.data.offChainSigning !== undefined) ctx.settings.offChainSigning = settings.data.offChainSigning
  ctx.answer(() => ({ ...ctx.settings }))
}

const getPermissions: MethodDispatcher = (_, ctx) => ctx.answer(() => ctx.permissions.list(ctx.origin))

const requestAddressBook: MethodDispatcher = (_, ctx) => {
  // Like Safe{Wallet}: without the permission the answer is an empty book (the SDK asks for it first).
  if (ctx.permissions.has(ctx.origin, 'requestAddressBook'))
    withHandler(ctx, 'getAddressBook', (h, signal) => h(signal))
  else ctx.answer(() => [])
}

// Keyed by every contract method: a method added to the contract does not type-check until it has a dispatcher.
const dispatchers: Record<Method, MethodDispatcher> = {
  getSafeInfo,
  getChainInfo,
  getEnvironmentInfo,
  getSafeBalances,
  getTxBySafeTxHash,
  getOffChainSignature,
  rpcCall,
  requestAddressBook,
  wallet_getPermissions: getPermissions,
  wallet_requestPermissions: requestPermissions,
  sendTransactions,
  signMessage,
  signTypedMessage,
}

/** Validates the params of `ctx.method` and answers through the context. */
export function dispatchRequest(params: unknown, ctx: DispatchContext): void {
  dispatchers[ctx.method](params, ctx)
}
