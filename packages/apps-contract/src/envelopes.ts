import type { Method } from './methods.js'

/**
 * The Safe Apps SDK release whose wire protocol we speak. Apps announce it in `env.sdkVersion` (wallets use it to
 * decide features: off-chain signing needs ≥ 7.11.0) and the wallet puts it in every reply's `version` (apps accept
 * majors ≥ 1), so it is never a package version of ours.
 */
export const PROTOCOL_VERSION = '9.1.0'

/** Request envelope an app posts to the wallet (Safe Apps SDK `SDKRequestData`). */
export type BridgeRequest = { id: string; method: Method; params: unknown; env: { sdkVersion: string } }

/** Reply envelope from the wallet: `data` on success, the error text otherwise; `version` is the wallet's protocol. */
export type BridgeResponse =
  | { id: string; success: true; version: string; data: unknown }
  | { id: string; success: false; version: string; error: string }
