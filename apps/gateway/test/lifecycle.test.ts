import { waitForIndexer } from '@concord/test-kit/dev-stack'
import { type Address, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { useDevGatewaySafe } from './support/dev-gateway-safe.js'
import { type Json, request } from './support/http.js'
import { postJson, proposalBody, safeTxHashOf, signHash } from './support/proposals.js'
import { executeFromDetails } from './support/safe-chain.js'

const stack = useDevGatewaySafe()
const { account } = stack
const get = async (path: string) => (await request(stack.dev.gateway.url, path)).body as Json
const transactions = (page: Json) =>
  page.results.filter((r: Json) => r.type === 'TRANSACTION').map((r: Json) => r.transaction)

describe('proposal lifecycle', () => {
  it('propose (A) → confirm (B) → execute on chain → history SUCCESS; the rival at that nonce is CANCELLED', async () => {
    const nonce = stack.dev.chain.demo.safe.nonce
    const a = account(0)
    const b = account(1)
    const payment = { to: account(6).address as Address, value: parseEther('0.25'), nonce }
    const rival = { to: stack.safe.address, nonce }
    const base = '/v1/chains/31337/transactions'
    for (const [tx, signer] of [
      [payment, a],
      [rival, account(2)],
    ] as const) {
      const proposed = await request(
        stack.dev.gateway.url,
        `${base}/${stack.safe.address}/propose`,
        postJson(await proposalBody(stack.safe, tx, signer)),
      )
      expect(proposed.status).toBe(200)
    }
    const hash = safeTxHashOf(stack.safe, payment)
    const confirmed = await request(
      stack.dev.gateway.url,
      `${base}/${hash}/confirmations`,
      postJson({ signature: await signHash(b.privateKey, hash) }),
    )
    expect(confirmed.body.txStatus).toBe('AWAITING_EXECUTION')

    const queue = await get(`/v1/chains/31337/safes/${stack.safe.address}/transactions/queued`)
    expect(queue.results.map((r: Json) => r.type)).toEqual(['LABEL', 'CONFLICT_HEADER', 'TRANSACTION', 'TRANSACTION'])

    expect(await executeFromDetails(stack.dev.chain.rpcUrl, account(9).privateKey, confirmed.body)).toBe('success')
    await waitForIndexer(stack.dev.gateway.url, '31337', stack.dev.chain.rpcUrl)

    const history = transactions(await get(`/v1/chains/31337/safes/${stack.safe.address}/transactions/history`))
    expect(history[0]).toMatchObject({
      id: `multisig_${stack.safe.address}_${hash}`,
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

    const cancelled = await get(`${base}/${safeTxHashOf(stack.safe, rival)}`)
    expect(cancelled.txStatus).toBe('CANCELLED')
    expect(cancelled.txHash).toBeNull()
    const after = await get(`/v1/chains/31337/safes/${stack.safe.address}/transactions/queued`)
    expect(after.results).toEqual([])
  })
})
