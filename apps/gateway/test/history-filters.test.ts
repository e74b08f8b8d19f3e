import { demoSafeHistory } from '@concord/devchain'
import { zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { type Json, request } from './support/http.js'

// Concord's optional history filters, on the demo Safe's seeded history (newest first): nonce 3 changeThreshold,
// nonce 2 addOwnerWithThreshold, nonce 1 a batch (1,000 dUSDC and NFT #2 out), nonce 0 1 ETH out, then incoming
// NFT #2, NFT #1, dDAI, dUSDC and ETH, and the creation.

let dev: DevGateway
let base: string

beforeAll(async () => {
  dev = await startDevGateway()
  base = `/v1/chains/${dev.chain.chainId}/safes/${dev.chain.demo.safe.address}/transactions/history`
})

afterAll(async () => {
  await dev?.stop()
})

const txs = (results: Json[]) => results.filter((r) => r.type === 'TRANSACTION').map((r) => r.transaction)

/** Every entry of the filtered history, page by page through the gateway's own `next` links. */
async function allPages(query: string, limit = 20): Promise<{ items: Json[]; count: number }> {
  const items: Json[] = []
  let path: string | null = `${base}?cursor=${encodeURIComponent(`limit=${limit}&offset=0`)}&${query}`
  let count = 0
  while (path) {
    const { status, body } = await request(dev.gateway.url, path)
    expect(status).toBe(200)
    count = body.count
    items.push(...txs(body.results))
    path = body.next ? new URL(body.next).pathname + new URL(body.next).search : null
  }
  return { items, count }
}

/** What an entry is, in a few words a test can compare. */
const shape = (t: Json) =>
  t.executionInfo?.nonce ??
  `${t.txInfo.direction ?? t.txInfo.type}:${t.txInfo.transferInfo?.tokenSymbol ?? t.txInfo.transferInfo?.type}`

describe('history filters (Concord query parameters)', () => {
  it('without filters answers the CGW page: everything, ending with the creation', async () => {
    const { items, count } = await allPages('')
    expect(items.map(shape)).toEqual([
      3,
      2,
      1,
      0,
      'INCOMING:CDNFT',
      'INCOMING:CDNFT',
      'INCOMING:dDAI',
      'INCOMING:dUSDC',
      'INCOMING:NATIVE_COIN',
      'Creation:undefined',
    ])
    expect(count).toBe(9)
  })

  it('filters by kind: settings changes, outgoing executions, incoming transfers, module transactions', async () => {
    expect((await allPages('kind=settings')).items.map(shape)).toEqual([3, 2])
    expect((await allPages('kind=outgoing')).items.map(shape)).toEqual([1, 0])
    const incoming = await allPages('kind=incoming')
    expect(incoming.items.map((t) => t.txInfo.direction)).toEqual(Array(5).fill('INCOMING'))
    expect(incoming.count).toBe(5)
    expect((await allPages('kind=module')).items).toEqual([])
  })

  it('filters by token moved, exact amount and nonce', async () => {
    const usdc = dev.chain.tokens.usdc.address
    expect((await allPages(`token_address=${usdc}`)).items.map(shape)).toEqual([1, 'INCOMING:dUSDC'])
    const sent = demoSafeHistory.sentUsdc.toString()
    expect((await allPages(`token_address=${usdc}&value=${sent}`)).items.map(shape)).toEqual([1])
    expect((await allPages(`token_address=${zeroAddress}`)).items.map(shape)).toEqual([0, 'INCOMING:NATIVE_COIN'])
    expect((await allPages(`value=${demoSafeHistory.receivedDai}`)).items.map(shape)).toEqual(['INCOMING:dDAI'])
    expect((await allPages('nonce=1')).items.map(shape)).toEqual([1])
    expect((await allPages('nonce=1&kind=incoming')).items).toEqual([])
  })

  it('filters by execution date range, inclusive', async () => {
    const every = (await allPages('')).items.filter((t) => t.txInfo.type !== 'Creation')
    const from = every[3].timestamp as number
    const until = every[1].timestamp as number
    const query = `execution_date__gte=${new Date(from).toISOString()}&execution_date__lte=${new Date(until).toISOString()}`
    const expected = every.filter((t) => t.timestamp >= from && t.timestamp <= until).map((t) => t.id)
    expect((await allPages(query)).items.map((t) => t.id)).toEqual(expected)
    expect(expected.length).toBeGreaterThanOrEqual(3)
  })

  it('keeps the filters across pages: the next links carry them', async () => {
    const paged = await allPages('kind=incoming', 2)
    expect(paged.items.map((t) => t.id)).toEqual((await allPages('kind=incoming')).items.map((t) => t.id))
    const first = await request(
      dev.gateway.url,
      `${base}?cursor=${encodeURIComponent('limit=2&offset=0')}&kind=incoming`,
    )
    expect(first.body.next).toContain('kind=incoming')
  })

  it('answers bad filters with 422', async () => {
    for (const query of [
      'kind=sideways',
      'token_address=0x12',
      'value=-1',
      'nonce=x',
      'execution_date__gte=yesterday',
    ]) {
      const { status, body } = await request(dev.gateway.url, `${base}?${query}`)
      expect(status, query).toBe(422)
      expect(body).toHaveProperty('message')
    }
  })
})

describe('the tokens the history moves (Concord: transactions/tokens, for the token filter)', () => {
  const tokensPath = () => base.replace('/transactions/history', '/transactions/tokens')

  it('lists the native coin, then every token sent to or from the Safe by symbol, held today or not', async () => {
    const { status, body } = await request(dev.gateway.url, tokensPath())
    expect(status).toBe(200)
    const listed = body.tokens.map((t: Json) => `${t.type}:${t.symbol}`)
    expect(listed).toEqual(['NATIVE_TOKEN:ETH', 'ERC721:CDNFT', 'ERC20:dDAI', 'ERC20:dUSDC'])
    expect(body.tokens[0].address).toBe(zeroAddress)
    // The balances list what the Safe holds: the NFT contract (its #2 went out in the batch) is not among them.
    const balances = await request(dev.gateway.url, base.replace('/transactions/history', '/balances/usd'))
    expect(balances.body.items.map((i: Json) => i.tokenInfo.symbol)).not.toContain('CDNFT')
  })

  it('answers a bad address with 422 and a Safe it does not know with 404', async () => {
    const bad = await request(dev.gateway.url, `/v1/chains/${dev.chain.chainId}/safes/0x12/transactions/tokens`)
    expect(bad.status).toBe(422)
    expect(bad.body).toHaveProperty('message')
    const unknown = `/v1/chains/${dev.chain.chainId}/safes/0x000000000000000000000000000000000000dEaD/transactions/tokens`
    const missing = await request(dev.gateway.url, unknown)
    expect(missing.status).toBe(404)
    expect(missing.body).toHaveProperty('message')
  })
})
