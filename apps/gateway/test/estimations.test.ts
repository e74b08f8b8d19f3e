import { demoErc20Abi } from '@concord/devchain'
import { type Address, encodeFunctionData, maxUint128, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { useDevGatewaySafe } from './support/dev-gateway-safe.js'
import { type Json, request } from './support/http.js'
import { postJson, proposalBody } from './support/proposals.js'

const stack = useDevGatewaySafe()
const { account } = stack
const estimate = (body: unknown) =>
  request(
    stack.dev.gateway.url,
    `/v2/chains/31337/safes/${stack.safe.address}/multisig-transactions/estimations`,
    postJson(body),
  )

describe('estimations', () => {
  it('estimates an ETH transfer from the Safe, and the recommended nonce moves past a proposal', async () => {
    const to = account(7).address as Address
    const transfer = { to, value: parseEther('0.01').toString(), data: null, operation: 0 }
    const before = await estimate(transfer)
    expect(before.status).toBe(200)
    const nonce = stack.dev.chain.demo.safe.nonce
    expect(before.body).toEqual({ currentNonce: nonce, recommendedNonce: nonce, safeTxGas: expect.any(String) })
    expect(BigInt(before.body.safeTxGas)).toBeGreaterThan(0n)

    const proposal = await proposalBody(stack.safe, { to, value: parseEther('0.01'), nonce }, account(0))
    const proposed = await request(
      stack.dev.gateway.url,
      `/v1/chains/31337/transactions/${stack.safe.address}/propose`,
      postJson(proposal),
    )
    expect(proposed.status).toBe(200)
    const after = (await estimate(transfer)).body as Json
    expect(after).toMatchObject({ currentNonce: nonce, recommendedNonce: nonce + 1 })
  })

  it('answers 422 with the revert reason for an ERC-20 transfer of more than the Safe holds', async () => {
    const token = stack.dev.chain.tokens.usdc.address
    const data = encodeFunctionData({
      abi: demoErc20Abi,
      functionName: 'transfer',
      args: [account(7).address, maxUint128],
    })
    const response = await estimate({ to: token, value: '0', data, operation: 0 })
    expect(response.status).toBe(422)
    expect(response.body.message).toMatch(/^Gas estimation failed: the call reverts \(ERC20InsufficientBalance\(/)
    expect(response.body.message).toContain(stack.safe.address)
  })

  it('answers 503 when the chain RPC does not answer', async () => {
    await stack.dev.stopChain()
    const response = await estimate({ to: account(7).address, value: '1', data: null, operation: 0 })
    expect(response.status).toBe(503)
    // The stack's RPC proxy may answer viem's retries with its provider's 429 meanwhile: the same 503, in its words.
    expect(response.body.message).toMatch(/(unreachable|rate limit).*; retry later/)
  })
})
