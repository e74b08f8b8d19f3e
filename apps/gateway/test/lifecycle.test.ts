import { waitForIndexer } from '@concord/test-kit/dev-stack'
import { type Address, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { type Json, request } from './support/http.js'
import { postJson, proposalBody, safeTxHashOf, signHash, type TestSafe } from './support/proposals.js'
import { executeFromDetails } from './support/safe-chain.js'

let dev: DevGateway
let safe: TestSafe

beforeAll(async () => {
  dev = await startDevGateway()
  safe = { address: dev.chain.demo.safe.address, version: '1.4.1', chainId: dev.chain.chainId }
})

afterAll(async () => {
  await dev?.stop()
})

const account = (index: number) => {
  const found = dev.chain.accounts[index]
  if (!found) throw new Error(`dev account ${index} missing`)
  return found
}
const get = async (path: string) => (await request(dev.gateway.url, path)).body as Json
const transactions = (page: Json) =>
  page.results.filter((r: Json) => r.type === 'TRANSACTION').map((r: Json) => r.transaction)

describe('proposal lifecycle', () => {
  it('propose (A) → confirm (B) → execute on chain → history SUCCESS; the rival at that nonce is CANCELLED', async () => {
    const nonce = dev.chain.demo.safe.nonce
    const a = account(0)
    const b = account(1)
    const payment = { to: account(6).address as Address, value: parseEther('0.25'), nonce }
    const rival = { to: safe.address, nonce }
    const base = '/v1/chains/31337/transactions'
    for (const [tx, signer] of [
      [payment, a],
      [rival, account(2)],
    ] as const) {
      const proposed = await request(
        dev.gateway.url,
        `${base}/${safe.address}/propose`,
        postJson(await proposalBody(safe, tx, signer)),
      )
      expect(proposed.status).toBe(200)
    }
    const hash = safeTxHashOf(safe, payment)
    const confirmed = await request(
      dev.gateway.url,
      `${base}/${hash}/confirmations`,
      postJson({ signature: await signHash(b.privateKey, hash) }),
    )
    expect(confirmed.body.txStatus).toBe('AWAITING_EXECUTION')

    const queue = await get(`/v1/chains/31337/safes/${safe.address}/transactions/queued`)
    expect(queue.results.map((r: Json) => r.type)).toEqual(['LABEL', 'CONFLICT_HEADER', 'TRANSACTION', 'TRANSACTION'])

    expect(await executeFromDetails(dev.chain.rpcUrl, account(9).privateKey, confirmed.body)).toBe('success')
    await waitForIndexer(dev.gateway.url, '31337', dev.chain.rpcUrl)

    const history = transactions(await get(`/v1/chains/31337/safes/${safe.address}/transactions/history`))
    expect(history[0]).toMatchObject({
      id: `multisig_${safe.address}_${hash}`,
      txStatus: 'SUCCESS',
      txInfo: { type: 'Transfer', direction: 'OUTGOING', transferInfo: { value: payment.value.toString() } },
      executionInfo: { type: 'MULTISIG', nonce, confirmationsRequired: 2, confirmationsSubmitted: 2 },
    })
    const details = await get(`${base}/${hash}`)
    expect(details.txHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(details.detailedExecutionInfo).toMatchObject({
      executor: { value: account(9).address },
      proposer: { value: a.address },
    })
    const signers = details.detailedExecutionInfo.confirmations.map((c: Json) => c.signer.value)
    expect(signers.sort()).toEqual([a.address, b.address].sort())

    const cancelled = await get(`${base}/${safeTxHashOf(safe, rival)}`)
    expect(cancelled.txStatus).toBe('CANCELLED')
    expect(cancelled.txHash).toBeNull()
    const after = await get(`/v1/chains/31337/safes/${safe.address}/transactions/queued`)
    expect(after.results).toEqual([])
  })
})
