import { eventually } from '@concord/test-kit/eventually'
import { type Address, createPublicClient, createWalletClient, getAddress, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { constantAnswerTokenBytecode } from './support/constant-answer-token.js'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { type Json, request } from './support/http.js'

// Issue 28.4: text that reaches PostgreSQL from the chain, not from a client. A token whose name() holds NULs (as
// contracts that pad names bytes32-style answer) made the indexer's batch insert fail, on every retry: the chain's
// indexing stopped for good at that block. It is stored with the NULs dropped.
let dev: DevGateway
let token: Address

beforeAll(async () => {
  dev = await startDevGateway()
  const deployer = dev.chain.accounts[0]
  if (deployer === undefined) throw new Error('dev account 0 missing')
  const wallet = createWalletClient({
    account: privateKeyToAccount(deployer.privateKey),
    transport: http(dev.chain.rpcUrl),
  })
  const client = createPublicClient({ transport: http(dev.chain.rpcUrl) })
  const bytecode = constantAnswerTokenBytecode('Odd\u0000Token\u0000\u0000', dev.chain.demo.safe.address)
  const hash = await wallet.sendTransaction({ chain: null, data: bytecode })
  const receipt = await client.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(receipt.logs).toHaveLength(1)
  token = getAddress(receipt.contractAddress as Address)
})

afterAll(async () => {
  await dev?.stop()
})

describe('text from the chain', () => {
  it('indexes a token whose name and symbol hold NULs, with the NULs dropped, and keeps indexing', async () => {
    const found = await eventually(
      () => request(dev.gateway.url, `/txs/31337/api/v1/tokens/${token}`),
      (response) => response.status === 200,
      'the odd token to be indexed',
      { timeoutMs: 45_000 },
    )
    expect(found.body).toMatchObject({ address: token, name: 'OddToken', symbol: 'OddToken' })
    const incoming = await request(
      dev.gateway.url,
      `/txs/31337/api/v1/safes/${dev.chain.demo.safe.address}/incoming-transfers?limit=100`,
    )
    expect(incoming.status).toBe(200)
    const transfer = (incoming.body.results as Json[]).find((item) => item.tokenAddress === token)
    expect(transfer).toMatchObject({ value: '1000', tokenInfo: { name: 'OddToken' } })
  }, 90_000)
})
