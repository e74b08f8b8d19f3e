import { demoErc20Abi } from '@concord/devchain'
import { eventually } from '@concord/test-kit/eventually'
import { type Address, createPublicClient, createWalletClient, getAddress, http, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { request } from './support/http.js'

let dev: DevGateway
let safe: Address
let payee: Address
let lookalike: Address

beforeAll(async () => {
  dev = await startDevGateway()
  safe = dev.chain.demo.safe.address
  // The demo Safe paid dev account 5 (ETH, dUSDC, an NFT); its poisoner shares the first 3 and last 4 hex characters.
  payee = (dev.chain.accounts[5] as { address: Address }).address
  lookalike = getAddress(`${payee.slice(0, 5)}${'e'.repeat(33)}${payee.slice(-4)}`)
  await poisonFrom(lookalike)
}, 180_000)

afterAll(async () => {
  await dev?.stop()
})

const counterparty = (address: string, of: string = safe) =>
  request(dev.gateway.url, `/v1/chains/31337/safes/${of}/counterparties?address=${address}`)

async function anvil(method: string, params: unknown[]): Promise<void> {
  const response = await fetch(dev.chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
}

/** The look-alike (impersonated by anvil: nobody has its key) mints dust at the demo token's faucet and sends it to the Safe. */
async function poisonFrom(fake: Address): Promise<void> {
  await anvil('anvil_impersonateAccount', [fake])
  await anvil('anvil_setBalance', [fake, '0xde0b6b3a7640000'])
  const transport = http(dev.chain.rpcUrl)
  const wallet = createWalletClient({ account: fake, transport })
  const chain = createPublicClient({ transport })
  const usdc = dev.chain.tokens.usdc.address
  const dust = parseUnits('0.01', 6)
  for (const [functionName, args] of [
    ['mint', [fake, dust]],
    ['transfer', [safe, dust]],
  ] as const) {
    const hash = await wallet.writeContract({ chain: null, address: usdc, abi: demoErc20Abi, functionName, args })
    await chain.waitForTransactionReceipt({ hash })
  }
  await eventually(
    async () => (await counterparty(fake)).body?.receivedCount,
    (count) => count === 1,
    'the gateway to index the dust transfer',
  )
}

describe('GET /v1/chains/{chainId}/safes/{safe}/counterparties', () => {
  it('a payee the Safe paid: how often and when last, no look-alike, no code', async () => {
    const { status, body } = await counterparty(payee.toLowerCase())
    expect(status).toBe(200)
    expect(body).toMatchObject({ address: payee, paidCount: 3, receivedCount: 0, contract: null, lookAlikes: [] })
    expect(body.lastPaidAt).toBeGreaterThan(0)
  })

  it("the payee's look-alike: never paid, one receipt, and it looks like the payee the Safe paid", async () => {
    const { status, body } = await counterparty(lookalike)
    expect(status).toBe(200)
    expect(body).toMatchObject({ address: lookalike, paidCount: 0, lastPaidAt: null, receivedCount: 1 })
    expect(body.lookAlikes).toEqual([{ address: payee, source: 'PAID' }])
  })

  it('a sender is never the original: a look-alike that only sent dust does not make a new address suspicious', async () => {
    const other = getAddress(`${payee.slice(0, 5)}${'d'.repeat(33)}${payee.slice(-4)}`)
    const { body } = await counterparty(other)
    // Account 5 was paid (a real look-alike hit); the dust sender is not listed as an address the Safe knows.
    expect(body.lookAlikes).toEqual([{ address: payee, source: 'PAID' }])
  })

  it('an owner is a known address: its look-alike names it', async () => {
    const owner = (dev.chain.accounts[0] as { address: Address }).address
    const fake = getAddress(`${owner.slice(0, 5)}${'0'.repeat(33)}${owner.slice(-4)}`)
    const { body } = await counterparty(fake)
    expect(body).toMatchObject({ paidCount: 0, contract: null })
    expect(body.lookAlikes).toEqual([{ address: owner, source: 'OWNER' }])
  })

  it('a token contract: code on chain, known as a token, first seen in an indexed block', async () => {
    const { body } = await counterparty(dev.chain.tokens.usdc.address)
    expect(body.contract).toMatchObject({ isToken: true, implementation: null })
    expect(body.contract.firstSeenBlock).toBeGreaterThan(0)
  })

  it('a module instance (an EIP-1167 proxy) names its mastercopy, so the web can flag a known-vulnerable one', async () => {
    const instance = getAddress('0x000000000000000000000000000000000000d31a')
    const delay110 = '0x01F8cabB808D7dE0dF4202D4B60C8310d2f1339b'
    const proxy = `0x363d3d373d3d3d363d73${delay110.slice(2).toLowerCase()}5af43d82803e903d91602b57fd5bf3`
    await anvil('anvil_setCode', [instance, proxy])
    const { body } = await counterparty(instance)
    expect(body.contract).toMatchObject({ implementation: delay110, calledCount: 0, isToken: false })
  })

  it('refuses a bad recipient with a 422 that says what is wrong', async () => {
    const { status, body } = await counterparty('0x1234')
    expect(status).toBe(422)
    expect(body.message).toMatch(/address/i)
  })
})
