import net from 'node:net'
import { type DevChain, startDevChain } from '@concord/devchain'
import { devGatewayConfig, waitForIndexer } from '@concord/test-kit/dev-stack'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningGateway, startGateway } from '../src/index.js'
import { request } from './support/http.js'
import { type PausableRpc, startPausableRpc } from './support/pausable-rpc.js'
import { postJson, proposalBody } from './support/proposals.js'

// Issue 28 §5: a client dripping its body cannot hold a connection, and a hung chain node fails user requests with a
// clear 503 after the live-call timeout instead of ~37 s of retries. Small limits keep the test quick; it asserts
// what the client gets, never how long it took.
let chain: DevChain
let rpc: PausableRpc
let gateway: RunningGateway

beforeAll(async () => {
  chain = await startDevChain()
  rpc = await startPausableRpc(chain.rpcUrl)
  const config = devGatewayConfig(chain, {
    rpcUrl: rpc.url,
    rpcLimits: { attemptTimeoutMs: 300, retries: 5, retryDelayMs: 20, liveCallTimeoutMs: 1_000 },
  })
  config.httpTimeouts = { requestTimeoutMs: 800, headersTimeoutMs: 800, keepAliveTimeoutMs: 5_000 }
  gateway = await startGateway({ config, logLevel: 'silent' })
  await waitForIndexer(gateway.url, String(chain.chainId), chain.rpcUrl)
}, 120_000)

afterAll(async () => {
  rpc?.resume()
  await gateway?.close()
  await rpc?.close()
  await chain?.stop()
})

/** What the server sent on a raw connection until it closed it. */
type Drip = { received: string; closed: boolean; bodyBytesSent: number }

/** POSTs a proposal's headers, then its body one byte every 200 ms; resolves when the server closes the connection. */
function dripProposal(url: string, bodyBytes: number): Promise<Drip> {
  const { hostname, port } = new URL(url)
  const path = `/v1/chains/${chain.chainId}/transactions/${chain.demo.safe.address}/propose`
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname)
    const drip: Drip = { received: '', closed: false, bodyBytesSent: 0 }
    let timer: NodeJS.Timeout | undefined
    socket.on('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${bodyBytes}\r\n\r\n{`,
      )
      drip.bodyBytesSent = 1
      timer = setInterval(() => {
        // The whole body would take bodyBytes × 200 ms (a minute): far past any sane request timeout.
        if (drip.bodyBytesSent >= bodyBytes - 1) return
        socket.write(' ')
        drip.bodyBytesSent++
      }, 200)
    })
    socket.on('data', (chunk) => {
      drip.received += chunk.toString()
    })
    socket.on('error', () => {}) // a reset after the 408 is the server closing, as 'close' reports
    socket.on('close', () => {
      clearInterval(timer)
      drip.closed = true
      resolve(drip)
    })
    socket.setTimeout(60_000, () => reject(new Error('the server kept the dripping connection open')))
  })
}

describe('a client sending its request slowly', () => {
  it('gets a 408 {code, message} and its connection closed before its body is complete', async () => {
    const bodyBytes = 300
    const drips = await Promise.all(Array.from({ length: 5 }, () => dripProposal(gateway.url, bodyBytes)))
    for (const drip of drips) {
      expect(drip.closed).toBe(true)
      expect(drip.bodyBytesSent).toBeLessThan(bodyBytes - 1)
      expect(drip.received).toMatch(/^HTTP\/1\.1 408 /)
      const body = JSON.parse(drip.received.slice(drip.received.indexOf('\r\n\r\n') + 4))
      expect(body).toEqual({ code: 408, message: expect.stringMatching(/did not arrive in time/) })
    }
  }, 90_000)

  it('still answers a request sent at once', async () => {
    const answer = await request(gateway.url, `/v1/chains/${chain.chainId}`)
    expect(answer.status).toBe(200)
  })
})

describe('a hung chain node', () => {
  const notAnswering = `The RPC node of chain ${31337} is not answering (no reply within the gateway's timeout); retry later.`

  it('fails a proposal and a balance read with a 503 that says the node is not answering', async () => {
    const demo = chain.demo.safe
    const owner = chain.accounts.find((a) => demo.owners.includes(a.address))
    if (owner === undefined) throw new Error('no owner account of the demo Safe')
    const safe = { address: demo.address, version: '1.4.1', chainId: chain.chainId } as const
    const tx = { to: owner.address, value: parseEther('0.001'), nonce: demo.nonce }
    const body = await proposalBody(safe, tx, owner)
    rpc.pause()
    try {
      const proposed = await request(
        gateway.url,
        `/v1/chains/${chain.chainId}/transactions/${demo.address}/propose`,
        postJson(body),
      )
      expect(proposed).toMatchObject({ status: 503, body: { code: 503, message: notAnswering } })
      const balances = await request(gateway.url, `/v1/chains/${chain.chainId}/safes/${demo.address}/balances/usd`)
      expect(balances).toMatchObject({ status: 503, body: { code: 503, message: notAnswering } })
    } finally {
      rpc.resume()
    }
    // Once the node answers again, so does the gateway.
    const balances = await request(gateway.url, `/v1/chains/${chain.chainId}/safes/${demo.address}/balances/usd`)
    expect(balances.status).toBe(200)
  }, 60_000)
})
