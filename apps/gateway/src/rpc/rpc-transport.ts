import { type HttpTransportConfig, http, type Transport } from 'viem'
import { nodeHttpFetch } from './node-http-fetch.js'

// viem's own cap on an RPC response; the indexer shrinks its block range when a response goes over it.
const MAX_RESPONSE_BYTES = 10 * 2 ** 20
const fetchFn = nodeHttpFetch({ maxBodyBytes: MAX_RESPONSE_BYTES })

/** viem's HTTP transport to a chain's RPC, over node:http with keep-alive (see nodeHttpFetch for why). */
export function rpcTransport(url: string, config: Omit<HttpTransportConfig, 'fetchFn'>): Transport {
  return http(url, { ...config, fetchFn })
}
