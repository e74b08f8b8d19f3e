import { createAuthenticationAdapter } from '@rainbow-me/rainbowkit'
import { createSiweMessage } from 'viem/siwe'
import type { AuthApi } from './authApi'

/** Where the page runs: the SIWE domain and URI must name it, the gateway checks both. */
export type SiweOrigin = { host: string; origin: string }

/** RainbowKit's adapter over the gateway's SIWE endpoints; `onChange` learns when the session starts or ends. */
export function createSiweAdapter(api: AuthApi, where: SiweOrigin, onChange: (signedIn: boolean) => void) {
  return createAuthenticationAdapter<string>({
    getNonce: () => api.getNonce(),
    createMessage: ({ nonce, address, chainId }) =>
      createSiweMessage({
        domain: where.host,
        address,
        statement: 'Sign in to Concord to prove you own this account.',
        uri: where.origin,
        version: '1',
        chainId,
        nonce,
      }),
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
