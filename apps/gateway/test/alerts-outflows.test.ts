import { demoErc20Abi, demoTokens } from '@concord/devchain'
import {
  buildSafeTransactionData,
  canonicalAddresses,
  encodeExecTransaction,
  encodeMultiSendCall,
  hashSafeTx,
} from '@concord/protocol'
import { waitForIndexer } from '@concord/test-kit/dev-stack'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  getAddress,
  type Hex,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { request } from './support/http.js'
import { postJson } from './support/proposals.js'
import { createSafe } from './support/safe-chain.js'
import { withAuth } from './support/sign-in.js'
import { type Received, signedWith, startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver.js'

type Account = { address: Address; privateKey: Hex }
const ADMIN_TOKEN = 'admin-token-of-the-operator-0123456789abcdef'
const contracts = canonicalAddresses['1.4.1']
const { usdc, dai } = demoTokens

let dev: DevGateway
let receiver: WebhookReceiver
let owner: Account
let executor: Account
let recipient: Address
/** A Safe of the test, with the nonce of its next SafeTx. */
type TestSafe = { address: Address; version: '1.3.0' | '1.4.1'; nonce: number }
let safe: Address
let plain141: TestSafe
let plain130: TestSafe

beforeAll(async () => {
  receiver = await startWebhookReceiver()
  dev = await startDevGateway({ alerts: { adminToken: ADMIN_TOKEN, allowedDestinations: ['127.0.0.1'] } })
  const [o, e, r] = [dev.chain.accounts[5], dev.chain.accounts[9], dev.chain.accounts[7]]
  if (o === undefined || e === undefined || r === undefined) throw new Error('dev accounts missing')
  ;[owner, executor, recipient] = [o, e, r.address]
  // A plain Safe 1.4.1 (not SafeL2): its execTransaction logs only ExecutionSuccess(txHash, payment).
  safe = await createSafe(dev.chain.rpcUrl, owner.privateKey, [owner.address], 1, 'Safe')
  plain141 = { address: safe, version: '1.4.1', nonce: 0 }
  // A plain Safe 1.3.0 too: its ExecutionSuccess carries no more than 1.4.1's.
  const address130 = await createSafe(dev.chain.rpcUrl, owner.privateKey, [owner.address], 1, 'Safe', '1.3.0')
  plain130 = { address: address130, version: '1.3.0', nonce: 0 }
  await send(owner, { to: safe, value: parseEther('2') })
  await send(owner, { to: address130, value: parseEther('1') })
  for (const token of [usdc, dai]) {
    const amount = parseUnits('500', token.decimals)
    await send(owner, { to: token.address, data: mint(safe, amount) })
  }
  await waitForIndexer(dev.gateway.url, '31337', dev.chain.rpcUrl)
})

afterAll(async () => {
  await dev?.stop()
  await receiver?.close()
})

const mint = (to: Address, amount: bigint) =>
  encodeFunctionData({ abi: demoErc20Abi, functionName: 'mint', args: [to, amount] })
const transfer = (to: Address, amount: bigint) =>
  encodeFunctionData({ abi: demoErc20Abi, functionName: 'transfer', args: [to, amount] })

async function send(from: Account, tx: { to: Address; value?: bigint; data?: Hex }): Promise<Hex> {
  const wallet = createWalletClient({
    account: privateKeyToAccount(from.privateKey),
    transport: http(dev.chain.rpcUrl),
  })
  const hash = await wallet.sendTransaction({ chain: null, ...tx })
  const receipt = await createPublicClient({ transport: http(dev.chain.rpcUrl) }).waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  return hash
}

/** Executes a SafeTx on a non-L2 Safe (signed by its one owner, sent by another account); returns the tx hash. */
async function execute(
  tx: { to: Address; value?: bigint; data?: Hex; operation?: 0 | 1 },
  on: TestSafe = plain141,
): Promise<Hex> {
  const safeTx = buildSafeTransactionData({ ...tx, nonce: on.nonce++ })
  const safeTxHash = hashSafeTx({
    chainId: dev.chain.chainId,
    safeAddress: on.address,
    version: on.version,
    tx: safeTx,
  })
  const signature = await privateKeyToAccount(owner.privateKey).sign({ hash: safeTxHash })
  return send(executor, { to: on.address, data: encodeExecTransaction(safeTx, signature) })
}

/** Subscribes a webhook to a non-L2 Safe through the admin token; returns the created subscription. */
async function subscribe(events: string[], thresholds: Record<string, unknown>, on: Address = safe) {
  const body = { channel: 'webhook', url: receiver.url, events, thresholds }
  const path = `/v1/chains/31337/safes/${on}/alerts`
  const created = await request(dev.gateway.url, path, withAuth(postJson(body), { token: ADMIN_TOKEN }))
  expect(created.status).toBe(201)
  return created.body as { id: string; secret: string; notes: string[] }
}

/** The types of a subscription's deliveries, sorted: every one the dispatcher planned, delivered or not. */
async function deliveryTypes(id: string): Promise<string[]> {
  const path = `/v1/chains/31337/safes/${safe}/alerts/${id}/deliveries`
  const listed = await request(dev.gateway.url, path, withAuth({}, { token: ADMIN_TOKEN }))
  expect(listed.status).toBe(200)
  return listed.body.results.map((d: { type: string }) => d.type).sort()
}

const deliveredTo = (secret: string, match: (json: Received['json']) => boolean) =>
  receiver.next((r) => signedWith(r, secret) && match(r.json))
const receivedBy = (secret: string, match: (json: Received['json']) => boolean) =>
  receiver.received.filter((r) => signedWith(r, secret) && match(r.json))

describe('outflow alerts of a non-L2 Safe', () => {
  it('raise OUTGOING_ETHER from the SafeTx (top-level value and MultiSend calls), and LARGE_OUTFLOW over a fiat threshold', async () => {
    const { id, secret } = await subscribe(['OUTGOING_ETHER', 'LARGE_OUTFLOW'], { fiat: '500' })
    const txHash = await execute({ to: recipient, value: parseEther('0.3') })
    const outgoing = await deliveredTo(secret, (json) => json.type === 'OUTGOING_ETHER' && json.txHash === txHash)
    expect(outgoing.json).toEqual({
      address: safe,
      type: 'OUTGOING_ETHER',
      chainId: '31337',
      txHash,
      value: parseEther('0.3').toString(),
      to: recipient,
      derivedFrom: 'SafeTx',
    })
    const large = await deliveredTo(secret, (json) => json.type === 'LARGE_OUTFLOW' && json.txHash === txHash)
    expect(large.json).toMatchObject({
      outflowType: 'OUTGOING_ETHER',
      tokenAddress: null,
      value: parseEther('0.3').toString(),
      fiatValue: '600.00',
      fiatCode: 'USD',
    })

    const batch = encodeMultiSendCall([
      { operation: 0, to: recipient, value: parseEther('0.1'), data: '0x' },
      { operation: 0, to: dev.chain.demo.safe.address, value: parseEther('0.05'), data: '0x' },
    ])
    const batchHash = await execute({ to: contracts.MultiSendCallOnly, data: batch, operation: 1 })
    const second = await deliveredTo(
      secret,
      (json) => json.type === 'OUTGOING_ETHER' && json.txHash === batchHash && json.to === dev.chain.demo.safe.address,
    )
    expect(second.json).toMatchObject({ value: parseEther('0.05').toString(), derivedFrom: 'SafeTx' })
    const moves = receivedBy(secret, (json) => json.type === 'OUTGOING_ETHER' && json.txHash === batchHash)
    expect(moves.map((r) => [r.json.to, r.json.value]).sort()).toEqual(
      [
        [recipient, parseEther('0.1').toString()],
        [dev.chain.demo.safe.address, parseEther('0.05').toString()],
      ].sort(),
    )
    // 200 and 100 USD: under the threshold (the deliveries of an event are planned together, in one transaction).
    expect(await deliveryTypes(id)).toEqual(['LARGE_OUTFLOW', 'OUTGOING_ETHER', 'OUTGOING_ETHER', 'OUTGOING_ETHER'])
  })

  it('fire a fiat threshold on a priced token, and say at creation which assets have no price', async () => {
    const { id, secret, notes } = await subscribe(['OUTGOING_TOKEN', 'LARGE_OUTFLOW'], { fiat: '100' })
    expect(notes[0]).toMatch(/fiat threshold is in USD/)
    expect(notes).toContain(
      `No USD price for ${dai.symbol} (${getAddress(dai.address)}): its outflows count only against an amount threshold.`,
    )
    expect(notes.join(' ')).not.toContain(usdc.symbol)

    const usdcHash = await execute({ to: usdc.address, data: transfer(recipient, parseUnits('150', usdc.decimals)) })
    const large = await deliveredTo(secret, (json) => json.type === 'LARGE_OUTFLOW' && json.txHash === usdcHash)
    expect(large.json).toMatchObject({
      outflowType: 'OUTGOING_TOKEN',
      tokenAddress: getAddress(usdc.address),
      value: parseUnits('150', usdc.decimals).toString(),
      fiatValue: '150.00',
      fiatCode: 'USD',
    })
    const daiHash = await execute({ to: dai.address, data: transfer(recipient, parseUnits('400', dai.decimals)) })
    await deliveredTo(secret, (json) => json.type === 'OUTGOING_TOKEN' && json.txHash === daiHash)
    // Unpriced: no LARGE_OUTFLOW for the DAI, as the creation said.
    expect(await deliveryTypes(id)).toEqual(['LARGE_OUTFLOW', 'OUTGOING_TOKEN', 'OUTGOING_TOKEN'])
  })

  it('raise OUTGOING_ETHER on a non-L2 Safe 1.3.0 as well, from its SafeTx', async () => {
    const { secret } = await subscribe(['OUTGOING_ETHER'], {}, plain130.address)
    const txHash = await execute({ to: recipient, value: parseEther('0.2') }, plain130)
    const outgoing = await deliveredTo(secret, (json) => json.type === 'OUTGOING_ETHER' && json.txHash === txHash)
    expect(outgoing.json).toEqual({
      address: plain130.address,
      type: 'OUTGOING_ETHER',
      chainId: '31337',
      txHash,
      value: parseEther('0.2').toString(),
      to: recipient,
      derivedFrom: 'SafeTx',
    })
  })

  it('tells an email or webhook without a fiat threshold nothing about prices', async () => {
    const { notes } = await subscribe(['OUTGOING_TOKEN'], {})
    expect(notes).toEqual([])
  })
})
