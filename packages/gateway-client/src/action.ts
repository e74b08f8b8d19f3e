import type { Transport } from './request.js'

/** The gateway `npm start` serves on this machine. */
export const DEFAULT_BASE_URL = 'http://127.0.0.1:8080'

/** The transport of the module-level functions (`import { getSafeInfo }`), as the Safe gateway SDK has them. */
export const defaultTransport: Transport = {
  baseUrl: DEFAULT_BASE_URL,
  // Looked up per call so a fetch installed or replaced later (polyfills, test doubles) is used.
  fetch: (input, init) => globalThis.fetch(input, init),
  headers: {},
  credentials: undefined,
}

type Implementation = (transport: Transport, ...args: unknown[]) => unknown

// Each action's implementation, so a client can call it with its own transport.
const implementations = new WeakMap<object, Implementation>()

/**
 * Turns an implementation taking a transport first into the module-level function of the same name (bound to the
 * default transport); createGatewayClient binds the same implementation to its own transport.
 */
export function defineAction<A extends unknown[], R>(
  implementation: (transport: Transport, ...args: A) => R,
): (...args: A) => R {
  const action = (...args: A) => implementation(defaultTransport, ...args)
  // Stack traces and debuggers then show getSafeInfo, not an anonymous arrow.
  Object.defineProperty(action, 'name', { value: implementation.name })
  implementations.set(action, implementation as unknown as Implementation)
  return action
}

/** An action bound to another transport; undefined for anything defineAction did not make. */
export function bindAction(action: unknown, transport: Transport): ((...args: unknown[]) => unknown) | undefined {
  const implementation = typeof action === 'function' ? implementations.get(action) : undefined
  if (implementation === undefined) return undefined
  return (...args: unknown[]) => implementation(transport, ...args)
}
