import { createAuthenticationAdapter } from '@rainbow-me/rainbowkit'
import { createSiweMessage } from 'viem/siwe'
import type { AuthApi } from './authApi'

/** Where the page runs: the SIWE domain and URI must name it, the gateway checks both. */
export type SiweOrigin = { host: string; origin: string }

// Handed to RainbowKit when the prefetch failed, so its "Sign message" button stays usable for a retry.
const NONCE_LATER = 'fetched-when-signing'

/**
 * RainbowKit's adapter over the gateway's SIWE endpoints; `onChange` learns when the session starts or ends.
 * RainbowKit fetches one nonce when its dialog opens and reuses it for every retry, but the gateway accepts each
 * nonce once: so every message takes a nonce of its own (the prefetched one first), and a failed prefetch becomes
 * "Error preparing message, please retry!" on the click, which a second click retries.
 */
export function createSiweAdapter(api: AuthApi, where: SiweOrigin, onChange: (signedIn: boolean) => void) {
  let prefetched: string | undefined
  return createAuthenticationAdapter<string>({
    getNonce: async () => {
      try {
        prefetched = await api.getNonce()
        return prefetched
      } catch {
        prefetched = undefined
        return NONCE_LATER
      }
    },
    createMessage: async ({ address, chainId }) => {
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
    verify: async ({ message, signature }) => {
      const ok = await api.verify(message, signature)
      if (ok) onChange(true)
      return ok
    },
    signOut: async () => {
      try {
        await api.logout()
      } finally {
        onChange(false)
      }
    },
  })
}
