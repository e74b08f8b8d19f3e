import { demoTokens } from '@concord/devchain'
import { canonicalAddresses, encodeMultiSendCall, safeAbi } from '@concord/protocol'
import { waitForIndexer } from '@concord/test-kit/dev-stack'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  erc721Abi,
  http,
  maxUint256,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { request } from './support/http.js'
import { executeOnChain } from './support/safe-chain.js'

const { usdc, dai, nft } = demoTokens
let dev: DevGateway

beforeAll(async () => {
  dev = await startDevGateway()
})
afterAll(async () => {
  await dev?.stop()
})

const account = (index: number) => {
  const found = dev.chain.accounts[index]
  if (!found) throw new Error(`dev account ${index} missing`)
  return found
}
const approve = (token: Address, spender: Address, amount: bigint) => ({
  operation: 0 as const,
  to: token,
  value: 0n,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] }),
})

const approveAll = (token: Address, operator: Address, approved: boolean) => ({
  operation: 0 as const,
  to: token,
  value: 0n,
  data: encodeFunctionData({ abi: erc721Abi, functionName: 'setApprovalForAll', args: [operator, approved] }),
})

describe("a Safe's current allowances, from its indexed Approval events", () => {
  it('lists each ERC-20 (token, spender) and NFT operator with what the chain says now; withdrawn ones are left out', async () => {
    // The 1-of-1 demo Safe 1.3.0 (owner: account 3) approves in one batch; C's approvals are withdrawn in it.
    const safe = dev.chain.demo.safe130.address
    const [spenderA, spenderB, spenderC] = [account(6).address, account(7).address, account(8).address]
    const client = createPublicClient({ transport: http(dev.chain.rpcUrl) })
    const nonce = await client.readContract({ address: safe, abi: safeAbi, functionName: 'nonce' })
    const batch = encodeMultiSendCall([
      approve(usdc.address, spenderA, parseUnits('500', 6)),
      approve(dai.address, spenderB, maxUint256),
      approve(usdc.address, spenderC, parseUnits('7', 6)),
      approve(usdc.address, spenderC, 0n),
      approveAll(nft.address, spenderB, true),
      approveAll(nft.address, spenderC, true),
      approveAll(nft.address, spenderC, false),
    ])
    const status = await executeOnChain(
      dev.chain.rpcUrl,
      account(9).privateKey,
      { address: safe, version: '1.3.0', chainId: dev.chain.chainId },
      { to: canonicalAddresses['1.3.0'].MultiSendCallOnly, data: batch, operation: 1, nonce },
      [account(3).privateKey],
    )
    expect(status).toBe('success')
    await waitForIndexer(dev.gateway.url, String(dev.chain.chainId), dev.chain.rpcUrl)

    const { status: code, body } = await request(
      dev.gateway.url,
      `/v1/chains/${dev.chain.chainId}/safes/${safe}/allowances`,
    )
    expect(code).toBe(200)
    const key = (a: { token: string; spender: string }) => `${a.token}:${a.spender}`
    const items = [...body.items].sort((a, b) => key(a).localeCompare(key(b)))
    expect(items).toEqual(
      [
        { type: 'ERC20', token: usdc.address, spender: spenderA, allowance: parseUnits('500', 6).toString() },
        { type: 'ERC20', token: dai.address, spender: spenderB, allowance: maxUint256.toString() },
        { type: 'ERC721_ALL', token: nft.address, spender: spenderB, allowance: '1' },
      ].sort((a, b) => key(a).localeCompare(key(b))),
    )
    // Another Safe's approvals are its own: the main demo Safe approved nothing.
    const other = await request(
      dev.gateway.url,
      `/v1/chains/${dev.chain.chainId}/safes/${dev.chain.demo.safe.address}/allowances`,
    )
    expect(other.body).toEqual({ items: [] })
  })

  it('answers a malformed address with 422 and an unknown chain with 404, in words', async () => {
    const bad = await request(dev.gateway.url, `/v1/chains/${dev.chain.chainId}/safes/0x1234/allowances`)
    expect(bad.status).toBe(422)
    expect(bad.body).toMatchObject({ code: expect.anything(), message: expect.any(String) })
    const unknown = await request(dev.gateway.url, `/v1/chains/999/safes/${dev.chain.demo.safe.address}/allowances`)
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toContain('Chain 999')
  })
})
