import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Anvil, startAnvil } from '../src/anvil/index.js'
import { type LimitingRpc, type LimitingRpcOptions, startLimitingRpc } from '../src/rpc-proxy/index.js'
import { rateWindow } from '../src/rpc-proxy/rate-window.js'

type Answer = { status: number; body: { result?: unknown; error?: { code: number; message: string } } }
type Log = { blockNumber: string; transactionHash: string }

let anvil: Anvil
let sender: string
// Blocks holding the emitting transactions (3 logs each), in order.
const logBlocks: number[] = []
const proxies: LimitingRpc[] = []

// Creation code that emits LOG0 three times and deploys nothing: PUSH1 0 PUSH1 0 LOG0, three times, then STOP.
const THREE_LOGS = `0x${'60006000a0'.repeat(3)}00`

beforeAll(async () => {
  anvil = await startAnvil()
  sender = (await anvil.rpc<string[]>('eth_accounts'))[0] as string
  await anvil.rpc('anvil_mine', ['0x5'])
  for (let i = 0; i < 5; i++) {
    logBlocks.push((await anvil.send({ from: sender, data: THREE_LOGS })).blockNumber)
  }
  await anvil.rpc('anvil_mine', ['0x5'])
})

afterAll(async () => {
  await Promise.all(proxies.map((p) => p.close()))
  await anvil?.stop()
})

async function proxy(options: LimitingRpcOptions = {}): Promise<LimitingRpc> {
  const started = await startLimitingRpc(anvil.url, { requestsPerSecond: null, ...options })
  proxies.push(started)
  return started
}

const hex = (n: number) => `0x${n.toString(16)}`

async function post(url: string, body: unknown, signal?: AbortSignal): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  })
  return { status: response.status, body: (await response.json()) as Answer['body'] }
}

const call = (url: string, method: string, params: unknown[] = []) =>
  post(url, { jsonrpc: '2.0', id: 1, method, params })
const getLogs = (url: string, from: number, to: number) =>
  call(url, 'eth_getLogs', [{ fromBlock: hex(from), toBlock: hex(to) }])

describe('the limiting RPC proxy', () => {
  it('refuses an eth_getLogs range wider than its limit with the provider’s error, and serves one within it', async () => {
    const rpc = await proxy({ maxBlockRange: 4 })
    const wide = await getLogs(rpc.url, 0, 4)
    expect(wide.body.error).toEqual({ code: -32602, message: 'range 5 exceeds limit of 4' })
    const narrow = await getLogs(rpc.url, 0, 3)
    expect(narrow.body.result).toEqual([])
    expect(rpc.stats.refused.blockRange).toBe(1)
    expect(rpc.stats.widestServed).toBe(4)
  })

  it('refuses an answer over its result cap, naming a range that fits (Infura and Alchemy wording)', async () => {
    const first = logBlocks[0] as number
    const infura = await proxy({ maxResults: 7 })
    const crowded = await getLogs(infura.url, 0, 30)
    // Seven logs fit in the first two blocks with logs (six); the third block's would make nine.
    const fits = `[0x0, ${hex((logBlocks[2] as number) - 1)}]`
    expect(crowded.body.error).toEqual({
      code: -32005,
      message: `query returned more than 7 results. Try with this block range ${fits}.`,
    })
    const within = await getLogs(infura.url, 0, (logBlocks[2] as number) - 1)
    expect((within.body.result as Log[]).map((l) => Number(BigInt(l.blockNumber)))).toEqual([
      first,
      first,
      first,
      logBlocks[1],
      logBlocks[1],
      logBlocks[1],
    ])
    const alchemy = await proxy({ maxResults: 7, dialect: 'alchemy' })
    const refused = await getLogs(alchemy.url, 0, 30)
    expect(refused.body.error?.code).toBe(-32602)
    expect(refused.body.error?.message).toMatch(/^Log response size exceeded\./)
    expect(refused.body.error?.message).toContain(`this block range should work: ${fits}`)
  })

  it('answers HTTP 429 when a second holds more calls than its rate', async () => {
    const rpc = await proxy({ requestsPerSecond: 3 })
    const batch = [1, 2, 3, 4].map((id) => ({ jsonrpc: '2.0', id, method: 'eth_chainId', params: [] }))
    const refused = await post(rpc.url, batch)
    expect(refused.status).toBe(429)
    expect(refused.body.error).toEqual({ code: -32005, message: 'project ID request rate exceeded' })
    expect(rpc.stats.refused.rate).toBe(1)
  })

  it('counts calls in a sliding second', () => {
    let now = 0
    const window = rateWindow(2, () => now)
    expect([window.admit(), window.admit(), window.admit()]).toEqual([true, true, false])
    now = 999
    expect(window.admit()).toBe(false)
    now = 1000
    expect([window.admit(), window.admit(), window.admit()]).toEqual([true, true, false])
  })

  it('answers random 429s in the same order for the same seed', async () => {
    const statuses = async (rpc: LimitingRpc) => {
      const out: number[] = []
      for (let i = 0; i < 20; i++) out.push((await call(rpc.url, 'eth_chainId')).status)
      return out
    }
    const a = await statuses(await proxy({ random429Rate: 0.3, seed: 7 }))
    const b = await statuses(await proxy({ random429Rate: 0.3, seed: 7 }))
    expect(a).toEqual(b)
    expect(a).toContain(429)
    expect(a).toContain(200)
  })

  it('holds a stalled request, so a client has to time out', async () => {
    const rpc = await proxy({ stallRate: 1, stallMs: 60_000 })
    const stalled = post(
      rpc.url,
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
      AbortSignal.timeout(300),
    )
    await expect(stalled).rejects.toThrow()
    expect(rpc.stats.stalled).toBe(1)
  })

  it('offers no debug_ or trace_ methods unless told to', async () => {
    const rpc = await proxy()
    const refused = await call(rpc.url, 'debug_traceTransaction', ['0x00', { tracer: 'callTracer' }])
    expect(refused.body.error).toEqual({
      code: -32601,
      message: 'the method debug_traceTransaction does not exist/is not available',
    })
    expect(rpc.stats.refused.method).toBe(1)
  })

  it('shows the chain with a million empty blocks inserted after a block', async () => {
    const by = 1_000_000
    const after = (logBlocks[1] as number) - 1 // the first transaction's block stays, the others move up
    const rpc = await proxy({ blockOffset: { after, by }, maxBlockRange: 10_000 })
    const head = Number(BigInt(await anvil.rpc<string>('eth_blockNumber')))
    expect((await call(rpc.url, 'eth_blockNumber')).body.result).toBe(hex(head + by))

    const moved = logBlocks[1] as number
    const real = await anvil.rpc<{ hash: string }>('eth_getBlockByNumber', [hex(moved), false])
    const shown = (await call(rpc.url, 'eth_getBlockByNumber', [hex(moved + by), false])).body.result
    expect(shown).toMatchObject({ number: hex(moved + by), hash: real.hash })
    const gap = (await call(rpc.url, 'eth_getBlockByNumber', [hex(after + 500_000), false])).body.result
    expect(gap).toMatchObject({ number: hex(after + 500_000), transactions: [] })

    expect((await getLogs(rpc.url, after + 1, after + 10_000)).body.result).toEqual([])
    const logs = (await getLogs(rpc.url, moved + by - 5, moved + by + 5)).body.result as Log[]
    const movedBlocks = logBlocks.slice(1).map((n) => hex(n + by))
    expect(new Set(logs.map((l) => l.blockNumber))).toEqual(new Set(movedBlocks))
    const unmoved = (await getLogs(rpc.url, 0, after)).body.result as Log[]
    expect(unmoved.map((l) => l.blockNumber)).toEqual([hex(after), hex(after), hex(after)])

    const receipt = (await call(rpc.url, 'eth_getTransactionReceipt', [logs[0]?.transactionHash])).body.result
    expect(receipt).toMatchObject({ blockNumber: hex(moved + by) })
    const balance = await call(rpc.url, 'eth_getBalance', [sender, hex(after + 10)])
    expect(balance.body.result).toBe(await anvil.rpc('eth_getBalance', [sender, hex(after)]))
    expect((await getLogs(rpc.url, 0, after + 10_001)).body.error?.message).toMatch(/exceeds limit of 10000/)
  })
})
