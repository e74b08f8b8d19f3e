import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { defineChain } from 'viem'
import { getBlockNumber } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getClient } from 'wagmi/actions'
import { defaultRuntimeConfig } from '../src/config/runtimeConfig'
import { createWagmiConfig } from '../src/connection/wagmiConfig'

// A JSON-RPC node that answers eth_blockNumber (0x2a) and counts the calls.
let calls = 0
const node = createServer((req, res) => {
  let body = ''
  req.on('data', (part) => {
    body += part
  })
  req.on('end', () => {
    calls++
    const { id } = JSON.parse(body) as { id: number }
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ jsonrpc: '2.0', id, result: '0x2a' }))
  })
})
let rpcUrl = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  rpcUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => node.close(() => resolve())))

describe("the wallet config's chain transport (its code fetched with the first request)", () => {
  test("reads the chain from the chain's RPC URL, as viem's HTTP transport", async () => {
    const chain = defineChain({
      id: 100,
      name: 'Chain 100',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    })
    const wagmi = createWagmiConfig({ chains: [chain], config: defaultRuntimeConfig({}) })
    const client = getClient(wagmi, { chainId: 100 })
    if (!client) throw new Error('no client for chain 100')
    expect(client.transport.type).toBe('http')
    expect(client.transport.url).toBe(rpcUrl)
    expect(await getBlockNumber(client, { cacheTime: 0 })).toBe(42n)
    expect(calls).toBe(1)
  })
})
