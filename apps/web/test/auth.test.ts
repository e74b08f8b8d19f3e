import { createGatewayClient } from '@concord/gateway-client'
import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import { createAuthApi } from '../src/features/auth/authApi'
import { authenticationStatus } from '../src/features/auth/authenticationStatus'
import { createSiweAdapter } from '../src/features/auth/siweAdapter'

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

describe('SIWE adapter', () => {
  test('builds an EIP-4361 message for this page and the chain, with a fresh nonce for every attempt', async () => {
    const nonces = ['abcdefgh00000001', 'abcdefgh00000002']
    const gw = gatewayDouble({ '/v1/auth/nonce': () => json({ nonce: nonces.shift() }) })
    const adapter = createSiweAdapter(
      api(gw.fetchFn),
      { host: '127.0.0.1:8080', origin: 'http://127.0.0.1:8080' },
      () => undefined,
    )
    const prefetched = await adapter.getNonce()
    const args = { nonce: prefetched, address: '0x1111111111111111111111111111111111111111', chainId: 31337 } as const
    expect(parseSiweMessage(await adapter.createMessage(args))).toMatchObject({
      domain: '127.0.0.1:8080',
      uri: 'http://127.0.0.1:8080',
      nonce: 'abcdefgh00000001',
      chainId: 31337,
      address: '0x1111111111111111111111111111111111111111',
      version: '1',
    })
    // RainbowKit retries with the nonce it already has: the gateway would refuse it, so a new one is taken.
    expect(parseSiweMessage(await adapter.createMessage(args)).nonce).toBe('abcdefgh00000002')
  })

  test('a failed nonce fetch surfaces when signing (RainbowKit: "Error preparing message") and can be retried', async () => {
    let up = false
    const gw = gatewayDouble({
      '/v1/auth/nonce': () => (up ? json({ nonce: 'abcdefgh00000003' }) : json({ message: 'down' }, 503)),
    })
    const where = { host: 'localhost:8080', origin: 'http://localhost:8080' }
    const adapter = createSiweAdapter(api(gw.fetchFn), where, () => undefined)
    const placeholder = await adapter.getNonce()
    expect(placeholder).toBeTruthy()
    const args = { nonce: placeholder, address: '0x1111111111111111111111111111111111111111', chainId: 1 } as const
    await expect(adapter.createMessage(args)).rejects.toThrow()
    up = true
    expect(parseSiweMessage(await adapter.createMessage(args)).nonce).toBe('abcdefgh00000003')
  })

  test('reports sign-in after a good verify and sign-out after logout', async () => {
    const events: boolean[] = []
    const gw = gatewayDouble({ '/v1/auth/verify': () => json({ ok: true }), '/v1/auth/logout': () => json({}) })
    const adapter = createSiweAdapter(api(gw.fetchFn), { host: 'h', origin: 'http://h' }, (s) => events.push(s))
    expect(await adapter.verify({ message: 'm', signature: '0x' })).toBe(true)
    await adapter.signOut()
    expect(events).toEqual([true, false])
  })

  test('a session counts only for the account it was made for', () => {
    const session = { kind: 'signedIn', address: '0x1111111111111111111111111111111111111111' } as const
    expect(authenticationStatus('loading', undefined)).toBe('loading')
    expect(authenticationStatus(session, '0x1111111111111111111111111111111111111111')).toBe('authenticated')
    expect(authenticationStatus(session, '0x2222222222222222222222222222222222222222')).toBe('unauthenticated')
    expect(authenticationStatus({ kind: 'signedOut' }, undefined)).toBe('unauthenticated')
  })
})
