import type { EIP1193RequestFn, Transport } from 'viem'

type LoadedTransport = ReturnType<Transport>

// Reads started in the same task go out as one JSON-RPC batch (an array body): a Safe's home resolves its owners' ENS
// names and reads their code together, 15 requests that each cost a fetch, headers and a timer on the main thread (at
// a phone's speed, three long tasks) and queued for the browser's six connections per host. Twenty per batch stays
// within what public RPC endpoints accept.
const BATCH = { batchSize: 20 }

/**
 * viem's HTTP transport, its code fetched with the first RPC request rather than with the page. The wagmi config is
 * built at boot, but a Safe's pages read the chain only later (ENS names, offline mode) or when a wallet acts; viem's
 * transport, request builder and RPC errors (about 10 KB gzip) stay out of the first paint that way. The config
 * fields are viem's defaults for `http()`, so clients see the same transport; each request goes through the real
 * transport (its retries, timeout and batching of the reads a task starts together).
 */
export function lazyHttp(): Transport {
  return (params) => {
    let loaded: Promise<LoadedTransport> | undefined
    const load = () => {
      loaded ??= import('./httpTransport').then(({ http }) => http(undefined, { batch: BATCH })(params))
      return loaded
    }
    const request = (async (args, options) => (await load()).request(args, options)) as EIP1193RequestFn
    return {
      config: {
        key: 'http',
        name: 'HTTP JSON-RPC',
        request,
        retryCount: params.retryCount ?? 3,
        retryDelay: 150,
        timeout: params.timeout ?? 10_000,
        type: 'http',
      },
      request,
      value: { url: params.chain?.rpcUrls.default.http[0] },
    }
  }
}
