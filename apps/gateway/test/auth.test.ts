import { mkdtempSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { hashSafeMessage } from '@concord/protocol'
import { createTestDatabase } from '@concord/test-kit/database'
import { devGatewayConfig, startTestGateway, type TestGateway } from '@concord/test-kit/dev-stack'
import { type Address, type Hex, hashMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../src/db/open-database.js'
import { startGateway } from '../src/index.js'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { type Json, request } from './support/http.js'
import { postJson } from './support/proposals.js'

let dev: DevGateway
let host: string

beforeAll(async () => {
  dev = await startDevGateway()
  host = new URL(dev.gateway.url).host
})

afterAll(async () => {
  await dev?.stop()
})

const key = (index: number) => {
  const found = dev.chain.accounts[index]
  if (!found) throw new Error(`dev account ${index} missing`)
  return found.privateKey
}
const nonce = async (url = dev.gateway.url) => (await request(url, '/v1/auth/nonce')).body.nonce as string
const message = (fields: { address: Address; nonce: string } & Partial<Parameters<typeof createSiweMessage>[0]>) =>
  createSiweMessage({ domain: host, uri: `${dev.gateway.url}/`, chainId: 31337, version: '1', ...fields })
const verify = (body: { message: string; signature: Hex }, url = dev.gateway.url) =>
  request(url, '/v1/auth/verify', postJson(body))
const cookieOf = (headers: Headers) => (headers.get('set-cookie') ?? '').split(';')[0] as string
const me = (cookie: string) => request(dev.gateway.url, '/v1/auth/me', { headers: { cookie } })

async function signIn(index: number, fields: Partial<Parameters<typeof createSiweMessage>[0]> = {}) {
  const account = privateKeyToAccount(key(index))
  const text = message({ address: account.address, nonce: await nonce(), ...fields })
  return { text, signature: await account.signMessage({ message: text }), address: account.address }
}

describe('sign-in with Ethereum', () => {
  it('verifies a signed message, sets an HttpOnly SameSite=Lax cookie, answers me, and logs out', async () => {
    const { text, signature, address } = await signIn(4)
    const verified = await verify({ message: text, signature })
    expect(verified.status).toBe(200)
    expect(verified.body).toMatchObject({ address, chainId: 31337 })
    const setCookie = verified.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^concord_session=[0-9a-f]{64}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+/)
    const cookie = cookieOf(verified.headers)

    const session = await me(cookie)
    expect(session.status).toBe(200)
    expect(session.body).toEqual({ address, chainId: 31337, expiresAt: verified.body.expiresAt })

    const out = await request(dev.gateway.url, '/v1/auth/logout', { method: 'POST', headers: { cookie } })
    expect(out.status).toBe(204)
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/)
    expect((await me(cookie)).body).toEqual({ code: 401, message: 'Not signed in: sign in with Ethereum first' })
    expect((await request(dev.gateway.url, '/v1/auth/me')).status).toBe(401)
  })

  it('refuses a replayed nonce', async () => {
    const signed = await signIn(4)
    expect((await verify({ message: signed.text, signature: signed.signature })).status).toBe(200)
    const replay = await verify({ message: signed.text, signature: signed.signature })
    expect(replay.status).toBe(401)
    expect(replay.body.message).toMatch(/used or expired nonce/)
    expect(replay.headers.get('set-cookie')).toBeNull()
  })

  it('refuses a wrong domain, an expired message, a future issuedAt, another chain and a foreign signature', async () => {
    const refused = async (fields: Partial<Parameters<typeof createSiweMessage>[0]>, reason: RegExp) => {
      const signed = await signIn(4, fields)
      const response = await verify({ message: signed.text, signature: signed.signature })
      expect(response.status).toBe(401)
      expect(response.body).toEqual({ code: 401, message: expect.stringMatching(reason) })
    }
    await refused({ domain: 'wallet.evil.example', uri: 'https://wallet.evil.example/' }, /wrong domain/)
    await refused({ uri: 'https://wallet.evil.example/' }, /URI is not on the domain/)
    await refused({ expirationTime: new Date(Date.now() - 1000) }, /expired/)
    await refused({ issuedAt: new Date(Date.now() + 3_600_000) }, /in the future/)
    await refused({ chainId: 1 }, /chain not supported/)
    await refused({ nonce: 'abcdef0123456789abcdef0123456789' }, /nonce/)
    const other = privateKeyToAccount(key(5))
    const text = message({ address: privateKeyToAccount(key(4)).address, nonce: await nonce() })
    const forged = await verify({ message: text, signature: await other.signMessage({ message: text }) })
    expect(forged.body).toEqual({ code: 401, message: 'Sign-in failed: invalid signature' })
  })

  it('signs in a Safe through EIP-1271 (its owner signs the SafeMessage of the SIWE hash)', async () => {
    const safe = dev.chain.demo.safe130.address
    const text = message({ address: safe, nonce: await nonce() })
    const safeMessageHash = hashSafeMessage({
      chainId: 31337,
      safeAddress: safe,
      version: '1.3.0',
      message: { hash: hashMessage(text) },
    })
    const signature = await privateKeyToAccount(key(3)).sign({ hash: safeMessageHash })
    const verified = await verify({ message: text, signature })
    expect(verified.status).toBe(200)
    expect((await me(cookieOf(verified.headers))).body.address).toBe(safe)
  })
})

describe('sign-in from a configured web origin', () => {
  let gateway: TestGateway

  beforeAll(async () => {
    gateway = await startTestGateway(dev.chain, { webOrigins: ['https://wallet.example'], database: 'throwaway' })
  })

  afterAll(async () => {
    await gateway?.close()
  })

  it('lets the web origin send credentials and accepts its host as the SIWE domain', async () => {
    const preflight = await fetch(`${gateway.url}/v1/auth/verify`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://wallet.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://wallet.example')
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true')
    const foreign = await fetch(`${gateway.url}/v1/auth/nonce`, { headers: { origin: 'https://evil.example' } })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()

    const account = privateKeyToAccount(key(6))
    const text = createSiweMessage({
      domain: 'wallet.example',
      uri: 'https://wallet.example/',
      chainId: 31337,
      version: '1',
      address: account.address,
      nonce: await nonce(gateway.url),
    })
    const verified = await verify(
      { message: text, signature: await account.signMessage({ message: text }) },
      gateway.url,
    )
    expect(verified.status).toBe(200)
    expect((verified.body as Json).address).toBe(account.address)
  })
})

/** POSTs JSON with a Host header of our choosing (fetch cannot set it). */
function postWithHost(url: string, path: string, host: string, body: unknown) {
  return new Promise<{ status: number; body: Json }>((resolve, reject) => {
    const sent = httpRequest(`${url}${path}`, { method: 'POST', headers: { host, 'content-type': 'application/json' } })
    sent.on('response', (response) => {
      let text = ''
      response.on('data', (chunk) => {
        text += chunk
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }))
    })
    sent.on('error', reject)
    sent.end(JSON.stringify(body))
  })
}

describe('sign-in bound to our own origins', () => {
  it("refuses a domain that is only the request's Host header", async () => {
    const account = privateKeyToAccount(key(4))
    const evil = { domain: 'wallet.evil.example', uri: 'https://wallet.evil.example/' }
    const text = message({ address: account.address, nonce: await nonce(), ...evil })
    const answer = await postWithHost(dev.gateway.url, '/v1/auth/verify', 'wallet.evil.example', {
      message: text,
      signature: await account.signMessage({ message: text }),
    })
    expect(answer).toEqual({ status: 401, body: { code: 401, message: 'Sign-in failed: wrong domain' } })
  })

  it("refuses the gateway's own address once web origins are configured, and a URI on another port", async () => {
    const gateway = await startTestGateway(dev.chain, { webOrigins: ['https://wallet.example'], database: 'memory' })
    try {
      const account = privateKeyToAccount(key(6))
      const attempt = async (domain: string, uri: string) => {
        const fields = { domain, uri, chainId: 31337, version: '1' as const, address: account.address }
        const text = createSiweMessage({ ...fields, nonce: await nonce(gateway.url) })
        const body = { message: text, signature: await account.signMessage({ message: text }) }
        return (await verify(body, gateway.url)).body.message
      }
      expect(await attempt(new URL(gateway.url).host, `${gateway.url}/`)).toBe('Sign-in failed: wrong domain')
      expect(await attempt('wallet.example', 'https://wallet.example:8443/')).toBe(
        'Sign-in failed: the URI is not on the domain',
      )
    } finally {
      await gateway.close()
    }
  })

  it('sets no Secure cookie for an X-Forwarded-Proto nobody is trusted to send', async () => {
    const { text, signature } = await signIn(4)
    const verified = await request(dev.gateway.url, '/v1/auth/verify', {
      ...postJson({ message: text, signature }),
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
    })
    expect(verified.status).toBe(200)
    expect(verified.headers.get('set-cookie')).not.toMatch(/Secure/)
  })
})

describe('sign-in behind the trusted proxy, on a database we can read', () => {
  it('sets a Secure cookie over https through the proxy, and stores nothing for the nonces handed out', async () => {
    const database = await createTestDatabase()
    const dir = mkdtempSync(join(tmpdir(), 'concord-auth-'))
    const place = database.url === undefined ? { dataDir: dir } : { url: database.url }
    try {
      const config = devGatewayConfig(dev.chain)
      config.trustProxy = '127.0.0.1'
      const gateway = await startGateway({ config, database: place, logLevel: 'silent' })
      const viaProxy = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.5' }
      try {
        // Nonces cost the asker nothing: none of them may cost the database a row.
        for (let i = 0; i < 20; i++) await nonce(gateway.url)
        const account = privateKeyToAccount(key(4))
        const text = createSiweMessage({
          ...{ domain: new URL(gateway.url).host, uri: `${gateway.url}/`, chainId: 31337, version: '1' },
          ...{ address: account.address, nonce: await nonce(gateway.url) },
        })
        const verified = await request(gateway.url, '/v1/auth/verify', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...viaProxy },
          body: JSON.stringify({ message: text, signature: await account.signMessage({ message: text }) }),
        })
        expect(verified.status).toBe(200)
        expect(verified.headers.get('set-cookie')).toMatch(/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/)
      } finally {
        await gateway.close()
      }
      const db = await openDatabase(place)
      try {
        // The one sign-in: its session and its spent nonce; the 21 nonces handed out left no row.
        expect(await db.query('select address from sessions')).toHaveLength(1)
        expect(await db.query('select nonce from spent_auth_nonces')).toHaveLength(1)
      } finally {
        await db.close()
      }
    } finally {
      await database.drop()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
