import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'

let dev: DevGateway

beforeAll(async () => {
  dev = await startDevGateway()
})

afterAll(async () => {
  await dev?.stop()
})

async function get(path: string) {
  const response = await fetch(`${dev.gateway.url}${path}`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { [k: string]: any } }
}

describe('indexing the demo Safe', () => {
  it('follows the demo Safe to its final state: 2-of-4, nonce 4', async () => {
    const { status, body } = await get(`/v1/chains/31337/safes/${dev.chain.demo.safe.address}`)
    expect(status).toBe(200)
    expect(body.nonce).toBe(4)
    expect(body.threshold).toBe(2)
    expect(body.owners.map((o: { value: string }) => o.value)).toEqual(
      [3, 0, 1, 2].map((i) => dev.chain.accounts[i]?.address),
    )
  })
})
