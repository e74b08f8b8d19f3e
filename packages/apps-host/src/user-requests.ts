import type { SendTransactionsResponse } from '@concord/apps-contract'
import { type DispatchContext, parseParams } from './dispatch-context.js'
import { ReplyErrors } from './errors.js'
import { type NormalizedTransaction, normalizeTransactions } from './normalize-transactions.js'
import {
  PermissionRequestSchema,
  SendTransactionsParamsSchema,
  SignMessageParamsSchema,
  SignTypedMessageParamsSchema,
} from './schemas.js'
import type { SignResult } from './types.js'

/** Validates and normalises a transaction request, then hands it to the wallet's review screen. */
export function sendTransactions(params: unknown, ctx: DispatchContext): void {
  const p = parseParams(SendTransactionsParamsSchema, params, ctx)
  if (!p) return
  let txs: NormalizedTransaction[]
  try {
    txs = normalizeTransactions(p.txs)
  } catch {
    ctx.fail('Invalid sendTransactions params: every "to" must be an address')
    return
  }
  const safeTxGas = p.params?.safeTxGas
  ctx.askUser({
    kind: 'sendTransactions',
    txs,
    ...(safeTxGas === undefined ? {} : { safeTxGas }),
    origin: ctx.origin,
    requestId: ctx.requestId,
    ...ctx.decision<SendTransactionsResponse>((r) => ({ safeTxHash: r.safeTxHash })),
  })
}

/** Hands an EIP-191 message to the wallet's signing screen. */
export function signMessage(params: unknown, ctx: DispatchContext): void {
  const p = parseParams(SignMessageParamsSchema, params, ctx)
  if (!p) return
  ctx.askUser({ kind: 'signMessage', message: p.message, ...signing(ctx) })
}

/** Hands EIP-712 typed data to the wallet's signing screen. */
export function signTypedMessage(params: unknown, ctx: DispatchContext): void {
  const p = parseParams(SignTypedMessageParamsSchema, params, ctx)
  if (!p) return
  ctx.askUser({ kind: 'signTypedMessage', typedData: p.typedData, ...signing(ctx) })
}

function signing(ctx: DispatchContext) {
  return {
    origin: ctx.origin,
    requestId: ctx.requestId,
    sdkVersion: ctx.sdkVersion,
    settings: { ...ctx.settings },
    ...ctx.decision<SignResult>((r) => r),
  }
}

/** Grants known capabilities at once, refuses remembered denials at once, and prompts for the rest. */
export function requestPermissions(params: unknown, ctx: DispatchContext): void {
  const parsed = PermissionRequestSchema.safeParse(params)
  if (!parsed.success) {
    ctx.fail('Permissions request is invalid')
    return
  }
  const capabilities = [...new Set(parsed.data.flatMap((item) => Object.keys(item)))]
  const decisions = capabilities.map((c) => ctx.permissions.decision(ctx.origin, c))
  if (decisions.every((d) => d === 'granted')) {
    ctx.answer(() => ctx.permissions.list(ctx.origin))
    return
  }
  // A remembered denial answers at once: the user said no, and prompting on every call would be nagging.
  if (!decisions.includes('undecided')) {
    ctx.fail(ReplyErrors.permissionsRejected)
    return
  }
  const decision = ctx.decision<undefined>(
    () => ctx.permissions.record(ctx.origin, capabilities, true),
    () => ctx.permissions.record(ctx.origin, capabilities, false),
  )
  ctx.askUser({
    kind: 'requestPermissions',
    capabilities,
    origin: ctx.origin,
    requestId: ctx.requestId,
    approve: () => decision.approve(undefined),
    reject: (message) => decision.reject(message ?? ReplyErrors.permissionsRejected),
  })
}
