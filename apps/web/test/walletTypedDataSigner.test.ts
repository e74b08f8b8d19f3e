import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { defineChain, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { mock } from 'wagmi/connectors'
import { defaultRuntimeConfig } from '../src/config/runtimeConfig'
import { createWagmiConfig } from '../src/connection/wagmiConfig'
import { walletTypedDataSigner } from '../src/connection/walletTypedDataSigner'

const owner = '0x00000000000000000000000000000000000000b0'
const signature: Hex = `0x${'11'.repeat(65)}`
// wagmi's mock wallet forwards eth_signTypedData_v4 to the chain's RPC: a local one records what it was asked to sign.
const requests: { method: string; params: unknown[] }[] = []
const rpc = createServer((req, res) => {
  let body = ''
  req.on('data', (chunk) => {
    body += chunk
  })
  req.on('end', () => {
    const { id, method, params } = JSON.parse(body) as { id: number; method: string; params: unknown[] }
    requests.push({ method, params })
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ jsonrpc: '2.0', id, result: signature }))
  })
})
let url = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => rpc.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(rpc.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => rpc.close(() => resolve())))

const typed = {
  domain: { chainId: 100, verifyingContract: '0x00000000000000000000000000000000000000c0' },
  types: { Ping: [{ name: 'n', type: 'uint256' }] },
  primaryType: 'Ping',
  message: { n: 7n },
} as const

describe('the wallet signer every signature flow uses', () => {
  test('asks the wallet to sign as the account only once wagmi has reconnected it, and returns its signature', async () => {
    const chain = defineChain({
      id: 100,
      name: 'Chain 100',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [url] } },
    })
    const config = createWagmiConfig({ chains: [chain], config: defaultRuntimeConfig({}) })
    const connector = config._internal.connectors.setup(mock({ accounts: [owner] }))
    config.setState((state) => ({ ...state, status: 'reconnecting' }))

    const signing = walletTypedDataSigner(config, owner)(typed)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(requests).toEqual([])

    await connector.connect()
    config.setState((state) => ({
      ...state,
      status: 'connected',
      current: connector.uid,
      connections: new Map([[connector.uid, { accounts: [owner], chainId: 100, connector }]]),
    }))
    expect(await signing).toBe(signature)
    const asked = requests.find((request) => request.method === 'eth_signTypedData_v4')
    expect(asked?.params[0]).toBe(owner)
    expect(JSON.parse(String(asked?.params[1]))).toMatchObject({ primaryType: 'Ping', message: { n: '7' } })
  })
})
