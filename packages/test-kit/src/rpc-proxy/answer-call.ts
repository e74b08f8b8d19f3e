import type { BlockOffsetView } from './block-offset.js'
import { type GetLogsLimits, limitedGetLogs } from './limited-get-logs.js'
import { methodNotAvailableError } from './provider-errors.js'
import { forward, type RpcRequest, type RpcResponse, upstreamResult } from './upstream.js'

/** What one call is answered with: the limits, the offset view and whether the debug API is offered. */
export type CallContext = GetLogsLimits & {
  allowDebug: boolean
  stats: GetLogsLimits['stats'] & { refused: { method: number }; byMethod: Record<string, number> }
}

/** Block `after` as the gap blocks copy it (fetched once). */
const gapBases = new WeakMap<BlockOffsetView, Promise<{ timestamp: string; hash: string }>>()

function gapBase(ctx: CallContext, view: BlockOffsetView) {
  let base = gapBases.get(view)
  if (base === undefined) {
    const number = `0x${view.after.toString(16)}`
    base = upstreamResult(ctx.upstream, 'eth_getBlockByNumber', [number, false]).then(
      (block) => block as { timestamp: string; hash: string },
    )
    gapBases.set(view, base)
  }
  return base
}

/** Answers one call as the limited provider would: refused, served from the gap, or forwarded (and renumbered). */
export async function answerCall(ctx: CallContext, call: RpcRequest): Promise<RpcResponse> {
  ctx.stats.byMethod[call.method] = (ctx.stats.byMethod[call.method] ?? 0) + 1
  if (!ctx.allowDebug && /^(debug|trace)_/.test(call.method)) {
    ctx.stats.refused.method++
    return { jsonrpc: '2.0', id: call.id, error: methodNotAvailableError(call.method) }
  }
  if (call.method === 'eth_getLogs') return limitedGetLogs(ctx, call)
  const view = ctx.view
  if (view === null) return forward(ctx.upstream, call)
  const params = call.params ?? []
  const tag = params[0]
  if (call.method === 'eth_getBlockByNumber' && typeof tag === 'string' && tag.startsWith('0x')) {
    const shown = Number(BigInt(tag))
    if (view.inGap(shown))
      return { jsonrpc: '2.0', id: call.id, result: view.gapBlock(shown, await gapBase(ctx, view)) }
  }
  const answer = await forward(ctx.upstream, { ...call, params: view.realParams(call.method, params) })
  return answer.result === undefined ? answer : { ...answer, result: view.shownResult(call.method, answer.result) }
}
