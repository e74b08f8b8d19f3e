import { get as httpGet } from 'node:http'
import { waitForIndexer } from '@concord/test-kit/dev-stack'
import { pollUntil } from '@concord/test-kit/eventually'
import { createPublicClient, type Hex, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deleteRequestTypedData } from '../src/modules/transactions/propose/delete-transaction.js'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { type Json, request } from './support/http.js'
import { postJson, proposalBody, safeTxHashOf, signHash, type TestSafe } from './support/proposals.js'
import { executeFromDetails } from './support/safe-chain.js'

// Per-Safe reads (safe info, nonces, queue, history, balances) are cached per data version: every test here first
// reads a route (so its answer is cached), then changes the data and expects the very next read to show the change.
let dev: DevGateway
let safe: TestSafe
let base: string

beforeAll(async () => {
  dev = await startDevGateway()
  safe = { address: dev.chain.demo.safe.address, version: '1.4.1', chainId: dev.chain.chainId }
  base = `/v1/chains/${dev.chain.chainId}`
})

afterAll(async () => {
  await dev?.stop()
})

const owner = (index: number) => {
  const found = dev.chain.accounts[index]
  if (!found) throw new Error(`dev account ${index} missing`)
  return found
}
const get = async (path: string): Promise<Json> => {
  const response = await request(dev.gateway.url, path)
  expect(response.status).toBe(200)
  return response.body
}
/** GET with a Host header of our choice (fetch always sends the URL's host). */
const getWithHost = (path: string, headers: Record<string, string>) =>
  new Promise<Json>((resolve, reject) => {
    const req = httpGet(`${dev.gateway.url}${path}`, { headers }, (response) => {
      let text = ''
      response.on('data', (chunk) => {
        text += chunk
      })
      response.on('end', () => resolve(JSON.parse(text)))
    })
    req.on('error', reject)
  })
const queue = () => get(`${base}/safes/${safe.address}/transactions/queued`)
const queuedHashes = async () =>
  (await queue()).results
    .filter((item: Json) => item.type === 'TRANSACTION')
    .map((item: Json) => item.transaction.id.split('_')[2])
const nonces = () => get(`${base}/safes/${safe.address}/nonces`)
const safeInfo = () => get(`${base}/safes/${safe.address}`)
const historyHashes = async () =>
  (await get(`${base}/safes/${safe.address}/transactions/history`)).results
    .filter((item: Json) => item.type === 'TRANSACTION')
    .map((item: Json) => item.transaction.txHash)
const propose = async (tx: { to: Hex; value?: bigint; nonce: number }, by: number) => {
  const response = await request(
    dev.gateway.url,
    `${base}/transactions/${safe.address}/propose`,
    postJson(await proposalBody(safe, tx, owner(by))),
  )
  expect(response.status).toBe(200)
  return safeTxHashOf(safe, tx)
}

describe('cached reads', () => {
  it('answer a hit with the same bytes and headers as the miss before it', async () => {
    const path = `${base}/safes/${safe.address}/transactions/history?cursor=limit%3D2%26offset%3D2`
    const miss = await fetch(`${dev.gateway.url}${path}`)
    const hit = await fetch(`${dev.gateway.url}${path}`)
    expect(hit.status).toBe(200)
    const [missText, hitText] = [await miss.text(), await hit.text()]
    expect(hitText).toBe(missText)
    for (const header of ['content-type', 'content-length', 'cache-control']) {
      expect(hit.headers.get(header)).toBe(miss.headers.get(header))
    }
    expect(hit.headers.get('content-type')).toBe('application/json; charset=utf-8')
    const body = JSON.parse(hitText)
    expect(body.previous).toBe(
      `${dev.gateway.url}${base}/safes/${safe.address}/transactions/history?cursor=limit%3D2%26offset%3D0`,
    )
  })

  it('build page links from each request own scheme and host, never from a cached neighbour', async () => {
    const path = `${base}/safes/${safe.address}/transactions/history?cursor=limit%3D1%26offset%3D1`
    await get(path)
    const proxied = await getWithHost(path, { 'x-forwarded-proto': 'https', host: 'wallet.example' })
    expect(proxied.next).toMatch(/^https:\/\/wallet\.example\/v1\//)
    expect(proxied.previous).toMatch(/^https:\/\/wallet\.example\/v1\//)
    expect((await get(path)).next.startsWith(dev.gateway.url)).toBe(true)
  })

  it('show a proposal, a confirmation and a deletion on the very next read of queue, nonces and details', async () => {
    const nonce = (await safeInfo()).nonce as number
    expect(await queuedHashes()).toEqual([])
    expect((await nonces()).recommendedNonce).toBe(nonce)

    const hash = await propose({ to: owner(5).address, value: 1n, nonce }, 0)
    expect(await queuedHashes()).toEqual([hash])
    expect(await nonces()).toEqual({ currentNonce: nonce, recommendedNonce: nonce + 1 })
    const queued = (await queue()).results.find((item: Json) => item.type === 'TRANSACTION')
    expect(queued.transaction.executionInfo.confirmationsSubmitted).toBe(1)

    const confirmed = await request(dev.gateway.url, `${base}/transactions/${hash}/confirmations`, {
      ...postJson({ signature: await signHash(owner(1).privateKey, hash) }),
    })
    expect(confirmed.status).toBe(200)
    const after = (await queue()).results.find((item: Json) => item.type === 'TRANSACTION')
    expect(after.transaction.executionInfo.confirmationsSubmitted).toBe(2)
    expect(after.transaction.txStatus).toBe('AWAITING_EXECUTION')
    expect((await get(`${base}/transactions/${hash}`)).detailedExecutionInfo.confirmations).toHaveLength(2)

    const totp = BigInt(Math.floor(Date.now() / 3_600_000))
    const signature = await privateKeyToAccount(owner(0).privateKey).signTypedData(
      deleteRequestTypedData(safe.chainId, safe.address, hash, totp),
    )
    const deleted = await request(dev.gateway.url, `${base}/transactions/${hash}`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ signature }),
    })
    expect(deleted.status).toBe(204)
    expect(await queuedHashes()).toEqual([])
    expect(await nonces()).toEqual({ currentNonce: nonce, recommendedNonce: nonce })
    expect((await request(dev.gateway.url, `${base}/transactions/${hash}`)).status).toBe(404)
  })

  it('show a newly indexed execution in history and in the Safe nonce right after indexing', async () => {
    const nonce = (await safeInfo()).nonce as number
    const hash = await propose({ to: owner(6).address, value: 2n, nonce }, 0)
    await request(dev.gateway.url, `${base}/transactions/${hash}/confirmations`, {
      ...postJson({ signature: await signHash(owner(2).privateKey, hash) }),
    })
    const before = await historyHashes()
    expect(await queuedHashes()).toEqual([hash])

    const details = await get(`${base}/transactions/${hash}`)
    expect(await executeFromDetails(dev.chain.rpcUrl, owner(9).privateKey, details)).toBe('success')
    await waitForIndexer(dev.gateway.url, String(safe.chainId), dev.chain.rpcUrl)

    const executed = await get(`${base}/transactions/${hash}`)
    expect(executed.txStatus).toBe('SUCCESS')
    const history = await historyHashes()
    expect(history[0]).toBe(executed.txHash)
    expect(before).not.toContain(executed.txHash)
    expect((await safeInfo()).nonce).toBe(nonce + 1)
    expect(await nonces()).toEqual({ currentNonce: nonce + 1, recommendedNonce: nonce + 1 })
    expect(await queuedHashes()).toEqual([])
  })

  it('show ether that reached the Safe without any indexed event within a few seconds', async () => {
    const balances = `${base}/safes/${safe.address}/balances/usd`
    const native = (body: Json) => body.items.find((item: Json) => item.tokenInfo.type === 'NATIVE_TOKEN')?.balance
    const client = createPublicClient({ transport: http(dev.chain.rpcUrl) })
    expect(native(await get(balances))).toBe(String(await client.getBalance({ address: safe.address })))
    // anvil_setBalance moves no block and logs nothing, so no data version sees it: only the balances' max age does.
    const target = parseEther('123.456')
    await fetch(dev.chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'anvil_setBalance',
        params: [safe.address, `0x${target.toString(16)}`],
      }),
    })
    const readNative = async () => native(await get(balances))
    const seen = await pollUntil(readNative, (value) => value === String(target), {
      timeoutMs: 30_000,
      intervalMs: 200,
    })
    expect(seen).toBe(String(target))
  })
})
