import { canonicalAddresses, encodeMultiSendCall } from '@concord/protocol'
import { type Address, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { type Json, request } from './support/http.js'
import { postJson, proposalBody, type TestSafe } from './support/proposals.js'

// Issue 15 point 4: labels that say what happens — a rejection is a cancellation, a multi-recipient batch says so.
let dev: DevGateway
let safe: TestSafe
let nonce: number

beforeAll(async () => {
  dev = await startDevGateway()
  safe = { address: dev.chain.demo.safe.address, version: '1.4.1', chainId: dev.chain.chainId }
  nonce = dev.chain.demo.safe.nonce
})

afterAll(async () => {
  await dev?.stop()
})

const account = (index: number) => {
  const found = dev.chain.accounts[index]
  if (!found) throw new Error(`dev account ${index} missing`)
  return found
}
const propose = (body: unknown) =>
  request(dev.gateway.url, `/v1/chains/31337/transactions/${safe.address}/propose`, postJson(body))
const transfer = (to: Address, amount: bigint): Hex =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
const txInfoOf = async (safeTxHash: unknown) => {
  const id = `multisig_${safe.address}_${safeTxHash}`
  const response = await request(dev.gateway.url, `/v1/chains/31337/transactions/${id}`)
  expect(response.status).toBe(200)
  return (response.body as { txInfo: Record<string, Json> }).txInfo
}

describe('txInfo labels', () => {
  it('a batch of transfers to two recipients is "Send to 2 recipients"; one to a single recipient is not', async () => {
    const { usdc, dai } = dev.chain.tokens
    const [five, six] = [account(5).address, account(6).address]
    const twoRecipients = encodeMultiSendCall([
      { operation: 0, to: usdc.address, value: 0n, data: transfer(five, 10n) },
      { operation: 0, to: dai.address, value: 0n, data: transfer(six, 20n) },
      { operation: 0, to: six, value: 1n, data: '0x' },
    ])
    const oneRecipient = encodeMultiSendCall([
      { operation: 0, to: usdc.address, value: 0n, data: transfer(five, 10n) },
      { operation: 0, to: dai.address, value: 0n, data: transfer(five, 20n) },
    ])
    const { MultiSendCallOnly } = canonicalAddresses['1.4.1']
    const bodies = [
      await proposalBody(safe, { to: MultiSendCallOnly, data: twoRecipients, operation: 1, nonce }, account(0)),
      await proposalBody(
        safe,
        { to: MultiSendCallOnly, data: oneRecipient, operation: 1, nonce: nonce + 1 },
        account(0),
      ),
    ]
    for (const body of bodies) expect((await propose(body)).status).toBe(200)
    expect(await txInfoOf(bodies[0]?.safeTxHash)).toMatchObject({
      type: 'Custom',
      methodName: 'multiSend',
      actionCount: 3,
      humanDescription: 'Send to 2 recipients',
      isCancellation: false,
    })
    expect(await txInfoOf(bodies[1]?.safeTxHash)).toMatchObject({ actionCount: 2, humanDescription: null })
  })

  it('a batch of transfers lists each transfer (recipient, token, amount); a batch with any other call does not', async () => {
    const { usdc } = dev.chain.tokens
    const [five, six] = [account(5).address, account(6).address]
    const transfers = encodeMultiSendCall([
      { operation: 0, to: usdc.address, value: 0n, data: transfer(five, 1_250_500_000n) },
      { operation: 0, to: six, value: 750_000_000_000_000_000n, data: '0x' },
    ])
    const mixed = encodeMultiSendCall([
      { operation: 0, to: usdc.address, value: 0n, data: transfer(five, 10n) },
      { operation: 0, to: six, value: 0n, data: '0x12345678' },
    ])
    const { MultiSendCallOnly } = canonicalAddresses['1.4.1']
    const bodies = [
      await proposalBody(safe, { to: MultiSendCallOnly, data: transfers, operation: 1, nonce }, account(0)),
      await proposalBody(safe, { to: MultiSendCallOnly, data: mixed, operation: 1, nonce: nonce + 1 }, account(0)),
    ]
    for (const body of bodies) expect((await propose(body)).status).toBe(200)
    const info = await txInfoOf(bodies[0]?.safeTxHash)
    expect(info).toMatchObject({
      type: 'Custom',
      methodName: 'multiSend',
      transfers: [
        {
          recipient: { value: five },
          transferInfo: { type: 'ERC20', tokenAddress: usdc.address, tokenSymbol: 'dUSDC', value: '1250500000' },
        },
        { recipient: { value: six }, transferInfo: { type: 'NATIVE_COIN', value: '750000000000000000' } },
      ],
    })
    expect(await txInfoOf(bodies[1]?.safeTxHash)).not.toHaveProperty('transfers')
  })

  it('an empty call to the Safe with no gas fields is a rejection (isCancellation); with a safeTxGas alone it is not', async () => {
    const rejection = await proposalBody(safe, { to: safe.address, nonce }, account(0))
    const withGas = await proposalBody(safe, { to: safe.address, nonce, safeTxGas: 5000n }, account(0), {
      safeTxGas: '5000',
    })
    for (const body of [rejection, withGas]) expect((await propose(body)).status).toBe(200)
    expect(await txInfoOf(rejection.safeTxHash)).toMatchObject({ type: 'Custom', isCancellation: true })
    expect(await txInfoOf(withGas.safeTxHash)).toMatchObject({ type: 'Custom', isCancellation: false })
  })
})
