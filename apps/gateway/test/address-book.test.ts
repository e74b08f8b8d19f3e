import { ADDRESS_BOOK_LIMITS } from '@concord/gateway-schema'
import { getAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { request } from './support/http.js'
import { postJson } from './support/proposals.js'

let dev: DevGateway

beforeAll(async () => {
  dev = await startDevGateway()
})

afterAll(async () => {
  await dev?.stop()
})

const accountOf = (index: number) => {
  const found = dev.chain.accounts[index]
  if (!found) throw new Error(`dev account ${index} missing`)
  return privateKeyToAccount(found.privateKey)
}

/** Signs `index` in and returns its session cookie. */
async function signIn(index: number): Promise<string> {
  const account = accountOf(index)
  const { nonce } = (await request(dev.gateway.url, '/v1/auth/nonce')).body
  const message = createSiweMessage({
    domain: new URL(dev.gateway.url).host,
    uri: `${dev.gateway.url}/`,
    chainId: 31337,
    version: '1',
    address: account.address,
    nonce,
  })
  const signature = await account.signMessage({ message })
  const verified = await request(dev.gateway.url, '/v1/auth/verify', postJson({ message, signature }))
  expect(verified.status).toBe(200)
  return (verified.headers.get('set-cookie') ?? '').split(';')[0] as string
}

const bookPath = (account: string, chainId = '31337') => `/v1/accounts/${account}/chains/${chainId}/address-book`
const read = (cookie: string | null, account: string, chainId?: string) =>
  request(dev.gateway.url, bookPath(account, chainId), cookie ? { headers: { cookie } } : {})
const merge = (cookie: string | null, account: string, body: unknown, chainId?: string) => {
  const init = postJson(body)
  return request(dev.gateway.url, bookPath(account, chainId), {
    ...init,
    headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
  })
}

const ALICE = getAddress('0x00000000000000000000000000000000000a11ce')
const BOB = getAddress('0x0000000000000000000000000000000000000b0b')

describe('address book sync', () => {
  it('stores entries per account, merges with the later edit winning, and syncs a deletion as a tombstone', async () => {
    const owner = accountOf(7).address
    const cookie = await signIn(7)
    expect((await read(cookie, owner)).body).toEqual({ entries: [] })

    const first = await merge(cookie, owner, {
      entries: [
        { address: ALICE, name: ' Alice ', updatedAt: 1000, deleted: false },
        { address: BOB.toLowerCase(), name: 'Bob', updatedAt: 1000, deleted: false },
      ],
    })
    expect(first.status).toBe(200)
    expect(first.body.entries).toEqual([
      { address: BOB, name: 'Bob', updatedAt: 1000, deleted: false },
      { address: ALICE, name: 'Alice', updatedAt: 1000, deleted: false },
    ])

    // An older edit loses, a newer one wins, a deletion stays as a tombstone.
    const second = await merge(cookie, owner, {
      entries: [
        { address: ALICE, name: 'Old Alice', updatedAt: 500, deleted: false },
        { address: BOB, name: '', updatedAt: 2000, deleted: true },
      ],
    })
    expect(second.body.entries).toEqual([
      { address: BOB, name: '', updatedAt: 2000, deleted: true },
      { address: ALICE, name: 'Alice', updatedAt: 1000, deleted: false },
    ])
    const revived = await merge(cookie, owner, {
      entries: [{ address: BOB, name: 'Bob 2', updatedAt: 3000, deleted: false }],
    })
    expect(revived.body.entries[0]).toEqual({ address: BOB, name: 'Bob 2', updatedAt: 3000, deleted: false })

    // Another chain's book is a different book; a second sign-in of the same account reads the same book.
    expect((await read(cookie, owner, '31338')).status).toBe(404)
    expect((await read(await signIn(7), owner)).body.entries).toHaveLength(2)
  })

  it('lets a session read and write only its own book', async () => {
    const owner = accountOf(8).address
    const other = accountOf(9).address
    const mine = await signIn(8)
    await merge(mine, owner, { entries: [{ address: ALICE, name: 'Mine', updatedAt: 1, deleted: false }] })
    const theirs = await signIn(9)

    const peek = await read(theirs, owner)
    expect(peek.status).toBe(404)
    expect(peek.body).toEqual({ code: 404, message: expect.stringContaining(`you are signed in as ${other}`) })
    const write = await merge(theirs, owner, {
      entries: [{ address: ALICE, name: 'Theirs', updatedAt: 9, deleted: false }],
    })
    expect(write.status).toBe(404)
    expect((await read(mine, owner)).body.entries).toEqual([
      { address: ALICE, name: 'Mine', updatedAt: 1, deleted: false },
    ])
    expect((await read(theirs, other)).body).toEqual({ entries: [] })

    const anonymous = await read(null, owner)
    expect(anonymous.status).toBe(401)
    expect(anonymous.body).toEqual({ code: 401, message: 'Not signed in: sign in with Ethereum first' })
    const valid = { entries: [{ address: BOB, name: 'Bob', updatedAt: 1, deleted: false }] }
    expect((await merge(null, owner, valid)).status).toBe(401)
    expect((await merge('concord_session=forged', owner, valid)).status).toBe(401)
  })

  it('answers bad input with a 4xx {code, message} and stores nothing of a refused write', async () => {
    const owner = accountOf(6).address
    const cookie = await signIn(6)
    const refused = async (body: unknown, message: RegExp, account: string = owner) => {
      const response = await merge(cookie, account, body)
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
      expect(response.body).toEqual({ code: response.status, message: expect.stringMatching(message) })
    }
    const entry = { address: ALICE, name: 'Alice', updatedAt: 1, deleted: false }
    await refused({ entries: [] }, /at least one/)
    await refused({ entries: [{ ...entry, address: '0x1234' }] }, /Invalid address/)
    await refused({ entries: [{ ...entry, name: 'x'.repeat(51) }] }, /at most 50 characters/)
    await refused({ entries: [{ ...entry, name: '  ' }] }, /Name missing/)
    await refused({ entries: [{ ...entry, updatedAt: -1 }] }, /updatedAt/)
    await refused({ entries: [{ ...entry, updatedAt: Date.now() + 7 * 86_400_000 }] }, /in the future/)
    await refused({ entries: [entry] }, /Invalid address/, 'not-an-address')
    const tooMany = Array.from({ length: ADDRESS_BOOK_LIMITS.entriesPerWrite + 1 }, (_, i) => ({
      ...entry,
      address: getAddress(`0x${(i + 1).toString(16).padStart(40, '0')}`),
    }))
    await refused({ entries: tooMany }, /at most 100/)
    await refused('not json at all', /./)
    const huge = { entries: [{ ...entry, name: 'x'.repeat(70_000) }] }
    const tooLarge = await merge(cookie, owner, huge)
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.body).toEqual({ code: 413, message: expect.stringMatching(/Request body too large/) })
    expect((await read(cookie, owner)).body).toEqual({ entries: [] })
  })

  it('refuses a write that would grow a book past its limit, storing none of it', async () => {
    const owner = accountOf(5).address
    const cookie = await signIn(5)
    const batch = (from: number) =>
      Array.from({ length: ADDRESS_BOOK_LIMITS.entriesPerWrite }, (_, i) => ({
        address: getAddress(`0x${(from + i + 1).toString(16).padStart(40, '0')}`),
        name: `n${from + i}`,
        updatedAt: 1,
        deleted: false,
      }))
    // A full write of the longest names, each character JSON-escaped, fits the body limit.
    const longest = batch(0).map((entry) => ({ ...entry, name: '\\'.repeat(ADDRESS_BOOK_LIMITS.nameLength) }))
    expect((await merge(cookie, owner, { entries: longest })).status).toBe(200)
    const perBook = ADDRESS_BOOK_LIMITS.entriesPerBook / ADDRESS_BOOK_LIMITS.entriesPerWrite
    for (let i = 0; i < perBook; i++) {
      expect((await merge(cookie, owner, { entries: batch(i * ADDRESS_BOOK_LIMITS.entriesPerWrite) })).status).toBe(200)
    }
    const over = await merge(cookie, owner, { entries: batch(ADDRESS_BOOK_LIMITS.entriesPerBook) })
    expect(over.status).toBe(422)
    expect(over.body.message).toMatch(/Address book full: at most 2000 entries per chain/)
    expect((await read(cookie, owner)).body.entries).toHaveLength(ADDRESS_BOOK_LIMITS.entriesPerBook)
  })
})
