import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { defineChain } from 'viem'
import { getBalance, getBlockNumber } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getClient } from 'wagmi/actions'
import { defaultRuntimeConfig } from '../src/config/runtimeConfig'
import { createWagmiConfig } from '../src/connection/wagmiConfig'

// A JSON-RPC node that answers eth_blockNumber (0x2a), single or batched (an array body), and counts the HTTP calls.
let calls = 0
let batchSizes: number[] = []
const node = createServer((req, res) => {
  let body = ''
  req.on('data', (part) => {
    body += part
  })
  req.on('end', () => {
    calls++
    const parsed = JSON.parse(body) as { id: number } | { id: number }[]
    const answer = ({ id }: { id: number }) => ({ jsonrpc: '2.0', id, result: '0x2a' })
    if (Array.isArray(parsed)) batchSizes.push(parsed.length)
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)))
  })
})
let rpcUrl = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  rpcUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => node.close(() => resolve())))

const chain = () =>
  defineChain({
    id: 100,
    name: 'Chain 100',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })

describe("the wallet config's chain transport (its code fetched with the first request)", () => {
  test("reads the chain from the chain's RPC URL, as viem's HTTP transport", async () => {
    calls = 0
    const wagmi = createWagmiConfig({ chains: [chain()], config: defaultRuntimeConfig({}) })
    const client = getClient(wagmi, { chainId: 100 })
    if (!client) throw new Error('no client for chain 100')
    expect(client.transport.type).toBe('http')
    expect(client.transport.url).toBe(rpcUrl)
    expect(await getBlockNumber(client, { cacheTime: 0 })).toBe(42n)
    expect(calls).toBe(1)
  })

  test('reads started together go out as batches of at most 20 (one HTTP request each), each read its own answer', async () => {
    calls = 0
    batchSizes = []
    const wagmi = createWagmiConfig({ chains: [chain()], config: defaultRuntimeConfig({}) })
    const client = getClient(wagmi, { chainId: 100 })
    if (!client) throw new Error('no client for chain 100')
    await getBlockNumber(client, { cacheTime: 0 }) // loads the transport's code
    calls = 0
    batchSizes = []
    const owner = (i: number) => `0x${(i + 1).toString(16).padStart(40, '0')}` as const
    const reads = Array.from({ length: 25 }, (_, i) => getBalance(client, { address: owner(i) }))
    expect(await Promise.all(reads)).toEqual(Array(25).fill(42n))
    expect(batchSizes.sort((a, b) => a - b)).toEqual([5, 20])
    expect(calls).toBe(2)
  })
})
