import { createSiweMessage } from 'viem/siwe'
import type { AuthApi } from './authApi'

/** Where the page runs: the SIWE domain and URI must name it, the gateway checks both. */
export type SiweOrigin = { host: string; origin: string }

/**
 * The sign-in messages (EIP-4361) for this page: a nonce is fetched ahead when the dialog opens, and every message
 * takes a nonce of its own (the prefetched one first), since the gateway accepts each nonce once and a retry needs a
 * new one. A failed fetch throws, ahead or when the message is made; the next attempt fetches again.
 */
export function createSiweMessages(api: AuthApi, where: SiweOrigin) {
  let prefetched: string | undefined
  return {
    /** Fetches the next message's nonce ahead (throws when the gateway cannot give one). */
    async prefetch(): Promise<void> {
      prefetched = await api.getNonce()
    },
    /** The message for `address` on `chainId`, with a nonce not used before. */
    async next(address: `0x${string}`, chainId: number): Promise<string> {
      const nonce = prefetched ?? (await api.getNonce())
      prefetched = undefined
      return createSiweMessage({
        domain: where.host,
        address,
        statement: 'Sign in to Concord to prove you own this account.',
        uri: where.origin,
        version: '1',
        chainId,
        nonce,
      })
    },
  }
}
