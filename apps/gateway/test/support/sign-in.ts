import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { request } from './http.js'
import { postJson } from './proposals.js'

/** Signs `privateKey`'s account in to the gateway with SIWE and returns its session cookie (`name=value`). */
export async function signIn(gatewayUrl: string, privateKey: `0x${string}`, chainId = 31337): Promise<string> {
  const account = privateKeyToAccount(privateKey)
  const { nonce } = (await request(gatewayUrl, '/v1/auth/nonce')).body
  const message = createSiweMessage({
    domain: new URL(gatewayUrl).host,
    uri: `${gatewayUrl}/`,
    chainId,
    version: '1',
    address: account.address,
    nonce,
  })
  const signature = await account.signMessage({ message })
  const verified = await request(gatewayUrl, '/v1/auth/verify', postJson({ message, signature }))
  if (verified.status !== 200) throw new Error(`sign-in failed: ${verified.status} ${JSON.stringify(verified.body)}`)
  return (verified.headers.get('set-cookie') ?? '').split(';')[0] as string
}

/** A JSON request init with a session cookie or bearer token. */
export function withAuth(init: RequestInit, auth: { cookie?: string; token?: string }): RequestInit {
  const headers: Record<string, string> = { ...(init.headers as Record<string, string> | undefined) }
  if (auth.cookie !== undefined) headers.cookie = auth.cookie
  if (auth.token !== undefined) headers.authorization = `Bearer ${auth.token}`
  return { ...init, headers }
}
