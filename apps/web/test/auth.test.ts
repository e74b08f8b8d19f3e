import { createGatewayClient } from '@concord/gateway-client'
import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import { createAuthApi } from '../src/features/auth/authApi'
import { authenticationStatus } from '../src/features/auth/authenticationStatus'
import { isUserRejection } from '../src/features/auth/isUserRejection'
import { createSiweMessages } from '../src/features/auth/siweMessages'

// The gateway's SIWE routes arrive in a later issue: until then a fetch double answers as the brief specifies them.
type Route = (init: RequestInit | undefined) => Response
function gatewayDouble(routes: Record<string, Route>) {
  const calls: { url: string; init: RequestInit | undefined }[] = []
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    calls.push({ url, init })
    const route = routes[new URL(url).pathname]
    return route ? route(init) : new Response('', { status: 404 })
  }) as typeof fetch
  return { fetchFn, calls }
}
const api = (fetchFn: typeof fetch) => createAuthApi(createGatewayClient({ baseUrl: 'http://gw', fetch: fetchFn }))
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('gateway SIWE api', () => {
  test('reads the session: signed in, signed out, or no sign-in on this gateway', async () => {
    const address = '0x1111111111111111111111111111111111111111'
    const signedIn = gatewayDouble({ '/v1/auth/me': () => json({ address }) })
    expect(await api(signedIn.fetchFn).me()).toEqual({ kind: 'signedIn', address })
    expect(signedIn.calls[0]?.init?.credentials).toBe('include')
    const signedOut = gatewayDouble({ '/v1/auth/me': () => json({ message: 'no session' }, 401) })
    expect(await api(signedOut.fetchFn).me()).toEqual({ kind: 'signedOut' })
    expect(await api(gatewayDouble({}).fetchFn).me()).toEqual({ kind: 'unsupported' })
  })

  test('a verify answer counts only when it is a 2xx; a 4xx refusal is a plain "no"', async () => {
    const verify = (response: () => Response) =>
      api(gatewayDouble({ '/v1/auth/verify': response }).fetchFn).verify('m', '0x')
    expect(await verify(() => new Response(null, { status: 204 }))).toBe(true)
    expect(await verify(() => json({ ok: true }))).toBe(true)
    expect(await verify(() => json({ message: 'bad signature' }, 401))).toBe(false)
  })
})

describe('SIWE messages', () => {
  test('builds an EIP-4361 message for this page and the chain, with a fresh nonce for every attempt', async () => {
    const nonces = ['abcdefgh00000001', 'abcdefgh00000002']
    const gw = gatewayDouble({ '/v1/auth/nonce': () => json({ nonce: nonces.shift() }) })
    const messages = createSiweMessages(api(gw.fetchFn), { host: '127.0.0.1:8080', origin: 'http://127.0.0.1:8080' })
    await messages.prefetch()
    const address = '0x1111111111111111111111111111111111111111'
    expect(parseSiweMessage(await messages.next(address, 31337))).toMatchObject({
      domain: '127.0.0.1:8080',
      uri: 'http://127.0.0.1:8080',
      nonce: 'abcdefgh00000001',
      chainId: 31337,
      address,
      version: '1',
    })
    // A retry after a refusal signs a new message: the gateway accepts each nonce once.
    expect(parseSiweMessage(await messages.next(address, 31337)).nonce).toBe('abcdefgh00000002')
  })

  test('a failed nonce fetch fails the step ("Error preparing message") and the next attempt fetches again', async () => {
    let up = false
    const gw = gatewayDouble({
      '/v1/auth/nonce': () => (up ? json({ nonce: 'abcdefgh00000003' }) : json({ message: 'down' }, 503)),
    })
    const messages = createSiweMessages(api(gw.fetchFn), { host: 'localhost:8080', origin: 'http://localhost:8080' })
    await expect(messages.prefetch()).rejects.toThrow()
    const address = '0x1111111111111111111111111111111111111111'
    await expect(messages.next(address, 1)).rejects.toThrow()
    up = true
    expect(parseSiweMessage(await messages.next(address, 1)).nonce).toBe('abcdefgh00000003')
  })

  test('a refusal in the wallet is told apart from a failure, along the cause chain', () => {
    const rejected = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    expect(isUserRejection(new Error('signing failed', { cause: rejected }))).toBe(true)
    expect(isUserRejection(Object.assign(new Error('x'), { name: 'UserRejectedRequestError' }))).toBe(true)
    expect(isUserRejection(Object.assign(new Error('The signer refused to sign'), { code: -32000 }))).toBe(false)
  })

  test('a session counts only for the account it was made for', () => {
    const session = { kind: 'signedIn', address: '0x1111111111111111111111111111111111111111' } as const
    expect(authenticationStatus('loading', undefined)).toBe('loading')
    expect(authenticationStatus(session, '0x1111111111111111111111111111111111111111')).toBe('authenticated')
    expect(authenticationStatus(session, '0x2222222222222222222222222222222222222222')).toBe('unauthenticated')
    expect(authenticationStatus({ kind: 'signedOut' }, undefined)).toBe('unauthenticated')
  })
})
