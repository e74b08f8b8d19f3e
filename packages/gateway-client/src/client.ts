import { bindAction, DEFAULT_BASE_URL } from './action.js'
import * as actions from './actions/index.js'
import { type Credentials, normalizeBaseUrl, type Transport, type ValidateResponse } from './request.js'

export { DEFAULT_BASE_URL }

type Actions = typeof actions

/** A gateway client: every call of the Safe gateway SDK (same names and argument order) bound to one gateway. */
export type GatewayClient = Actions & {
  /** Point this client at another gateway; trailing slashes are dropped. */
  setBaseUrl: (url: string) => void
}

/** Settings of createGatewayClient. */
export type GatewayClientConfig = {
  /** Gateway origin (and path prefix, if any), e.g. "https://gateway.example.org". */
  baseUrl: string
  /** fetch implementation; defaults to the global fetch at call time. */
  fetch?: typeof globalThis.fetch | undefined
  /** Headers sent with every request. */
  headers?: Record<string, string> | undefined
  /** fetch credentials mode for every request; 'include' sends the SIWE session cookie cross-origin. */
  credentials?: Credentials | undefined
  /**
   * Checks every successful answer before a call resolves, e.g.
   * `(name, body) => operations[name].response?.[200]?.parse(body) ?? body` with @concord/gateway-schema.
   */
  validate?: ValidateResponse | undefined
}

/** Create a client bound to one gateway; several can live side by side. */
export function createGatewayClient(config: GatewayClientConfig): GatewayClient {
  const transport: Transport = {
    baseUrl: normalizeBaseUrl(config.baseUrl),
    // Looked up per call so a fetch installed or replaced later (polyfills, test doubles) is used.
    fetch: config.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    headers: { ...config.headers },
    credentials: config.credentials,
    validate: config.validate,
  }
  const bound: Record<string, unknown> = {
    setBaseUrl: (url: string) => {
      transport.baseUrl = normalizeBaseUrl(url)
    },
  }
  for (const [name, action] of Object.entries(actions)) {
    const call = bindAction(action, transport)
    if (call !== undefined) bound[name] = call
  }
  return bound as GatewayClient
}
