import { defaultTransport } from './action.js'
import { normalizeBaseUrl } from './request.js'

// The module-level functions (`import { getSafeInfo }`) work exactly like @safe-global/safe-gateway-typescript-sdk's:
// each is its action bound to the default transport (action.ts). Use createGatewayClient for more gateways.

/** Set the gateway base URL the module-level functions call (default http://127.0.0.1:8080). */
export function setBaseUrl(url: string): void {
  defaultTransport.baseUrl = normalizeBaseUrl(url)
}
