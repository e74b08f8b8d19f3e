import { waitForIndexer } from '@concord/test-kit/dev-stack'
import { type Address, encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { useDevGatewaySafe } from './support/dev-gateway-safe.js'
import { type Json, request } from './support/http.js'
import { postJson, proposalBody, safeTxHashOf, signHash } from './support/proposals.js'
import { executeFromDetails } from './support/safe-chain.js'

// Issue 4 §9: an execution whose inner call fails ends FAILED in history, and a burst of 50 concurrent
// proposals and confirmations of one transaction loses nothing and duplicates nothing.

const stack = useDevGatewaySafe()
const { account } = stack
const base = '/v1/chains/31337/transactions'
const nonceOf = async () =>
  ((await request(stack.dev.gateway.url, `/v1/chains/31337/safes/${stack.safe.address}/nonces`)).body as Json)
    .currentNonce

describe('gateway under failure and concurrency', () => {
  it('an execution whose inner call fails is FAILED in history, and the nonce moves on', async () => {
    const nonce = await nonceOf()
    // More dUSDC than the Safe holds: the token reverts. With safeTxGas set, the Safe catches the revert,
    // emits ExecutionFailure and still uses the nonce (with safeTxGas 0 the whole execTransaction would revert).
    const tx = {
      to: stack.dev.chain.tokens.usdc.address,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [account(6).address, 10n ** 30n] }),
      safeTxGas: 200_000n,
      nonce,
    }
    const proposed = await request(
      stack.dev.gateway.url,
      `${base}/${stack.safe.address}/propose`,
      postJson(await proposalBody(stack.safe, tx, account(0), { safeTxGas: '200000' })),
    )
    expect(proposed.status).toBe(200)
    const hash = safeTxHashOf(stack.safe, tx)
    const confirmed = await request(
      stack.dev.gateway.url,
      `${base}/${hash}/confirmations`,
      postJson({ signature: await signHash(account(1).privateKey, hash) }),
    )
    expect(confirmed.body.txStatus).toBe('AWAITING_EXECUTION')

    expect(await executeFromDetails(stack.dev.chain.rpcUrl, account(9).privateKey, confirmed.body)).toBe('success')
    await waitForIndexer(stack.dev.gateway.url, '31337', stack.dev.chain.rpcUrl)

    const details = (await request(stack.dev.gateway.url, `${base}/${hash}`)).body as Json
    expect(details.txStatus).toBe('FAILED')
    expect(details.txHash).toMatch(/^0x[0-9a-f]{64}$/)
    const history = (
      await request(stack.dev.gateway.url, `/v1/chains/31337/safes/${stack.safe.address}/transactions/history`)
    ).body as Json
    const newest = history.results.find((item: Json) => item.type === 'TRANSACTION').transaction
    expect(newest).toMatchObject({ id: `multisig_${stack.safe.address}_${hash}`, txStatus: 'FAILED' })
    expect(await nonceOf()).toBe(nonce + 1)
  })

  it('50 concurrent proposals and confirmations of one transaction store each owner exactly once', async () => {
    const nonce = await nonceOf()
    const tx = { to: account(7).address as Address, value: 1n, nonce }
    const hash = safeTxHashOf(stack.safe, tx)
    const owners = [0, 1, 2, 3].map(account)
    const first = await request(
      stack.dev.gateway.url,
      `${base}/${stack.safe.address}/propose`,
      postJson(await proposalBody(stack.safe, tx, account(0))),
    )
    expect(first.status).toBe(200)
    // Then the burst: half re-propose (idempotent), half confirm; every owner in both roles, many times over.
    const requests = Array.from({ length: 50 }, async (_, i) => {
      const owner = owners[Math.floor(i / 2) % owners.length] as (typeof owners)[number]
      if (i % 2 === 0) {
        return request(
          stack.dev.gateway.url,
          `${base}/${stack.safe.address}/propose`,
          postJson(await proposalBody(stack.safe, tx, owner)),
        )
      }
      const confirm = postJson({ signature: await signHash(owner.privateKey, hash) })
      return request(stack.dev.gateway.url, `${base}/${hash}/confirmations`, confirm)
    })
    const responses = await Promise.all(requests)
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(200))

    const details = (await request(stack.dev.gateway.url, `${base}/${hash}`)).body as Json
    const signers = details.detailedExecutionInfo.confirmations.map((c: Json) => c.signer.value).sort()
    expect(signers).toEqual(owners.map((o) => o.address).sort())
    expect(details.txStatus).toBe('AWAITING_EXECUTION')
  })
})
