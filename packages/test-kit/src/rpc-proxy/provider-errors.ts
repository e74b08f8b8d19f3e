// The errors public RPC providers answer when a request goes over their limits, modelled on the texts they send, so
// the gateway is tested against what it meets in production: Infura's live range limit (-32602 "range N exceeds limit
// of M", INFURA/infura#237) and result cap (-32005 "query returned more than 10000 results"), Alchemy's "Log response
// size exceeded … this block range should work: [a, b]" and its 429 text.

/** A JSON-RPC error object. */
export type RpcErrorObject = { code: number; message: string }

/** Whose wording the proxy uses for a refused eth_getLogs. */
export type ProviderDialect = 'infura' | 'alchemy'

const hex = (n: number) => `0x${n.toString(16)}`

/** eth_getLogs over more blocks than the provider serves. */
export function blockRangeError(dialect: ProviderDialect, range: number, limit: number): RpcErrorObject {
  if (dialect === 'alchemy') {
    return { code: -32600, message: `You can make eth_getLogs requests with up to a ${limit} block range.` }
  }
  return { code: -32602, message: `range ${range} exceeds limit of ${limit}` }
}

/** eth_getLogs whose answer holds more logs than the provider returns; `fits` is a range starting at `from` that does. */
export function tooManyResultsError(
  dialect: ProviderDialect,
  limit: number,
  fits: { from: number; to: number },
): RpcErrorObject {
  const range = `[${hex(fits.from)}, ${hex(fits.to)}]`
  if (dialect === 'alchemy') {
    return {
      code: -32602,
      message:
        `Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range and no limit on ` +
        `the response size, or you can request any block range with a cap of ${limit / 1000}K logs in the response. ` +
        `Based on your parameters, this block range should work: ${range}`,
    }
  }
  return { code: -32005, message: `query returned more than ${limit} results. Try with this block range ${range}.` }
}

/** The body of an HTTP 429 (Alchemy's text; Infura sends "project ID request rate exceeded" with code -32005). */
export function rateLimitedError(dialect: ProviderDialect): RpcErrorObject {
  if (dialect === 'infura') return { code: -32005, message: 'project ID request rate exceeded' }
  return {
    code: 429,
    message:
      'Your app has exceeded its compute units per second capacity. If you have retries enabled, you can safely ' +
      'ignore this message. If not, check out https://docs.alchemy.com/reference/throughput',
  }
}

/** A method the provider does not offer (debug_* and trace_* on most plans). */
export function methodNotAvailableError(method: string): RpcErrorObject {
  return { code: -32601, message: `the method ${method} does not exist/is not available` }
}
