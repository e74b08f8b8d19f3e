// Spending limits (Safe's AllowanceModule; on the dev chain a stand-in at the canonical address): the gateway reads a
// Safe's limits on chain and indexes a beneficiary's transfer as a module transaction of the Safe.
import { demoTokens } from '@concord/devchain'
import {
  ALLOWANCE_MODULE_ADDRESS,
  canonicalAddresses,
  encodeMultiSendCall,
  encodeSetSpendingLimitCalls,
  encodeSpendingLimitTransfer,
  safeAbi,
} from '@concord/protocol'
import { waitForIndexer } from '@concord/test-kit/dev-stack'
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  parseUnits,
  publicActions,
  walletActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { type Json, request } from './support/http.js'
import { postJson } from './support/proposals.js'
import { executeOnChain } from './support/safe-chain.js'
import { withAuth } from './support/sign-in.js'
import { signedWith, startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver.js'

const { usdc } = demoTokens
const ADMIN_TOKEN = 'admin-token-of-the-operator-0123456789abcdef'
let dev: DevGateway
let receiver: WebhookReceiver

beforeAll(async () => {
  receiver = await startWebhookReceiver()
  dev = await startDevGateway({ alerts: { adminToken: ADMIN_TOKEN, allowedDestinations: ['127.0.0.1'] } })
})
afterAll(async () => {
  await dev?.stop()
  await receiver?.close()
})

const account = (index: number) => {
  const found = dev.chain.accounts[index]
  if (!found) throw new Error(`dev account ${index} missing`)
  return found
}
const items = (results: Json[]) => results.filter((r) => r.type === 'TRANSACTION').map((r) => r.transaction)

describe('spending limits', () => {
  it('lists a limit set by the owners, then what the beneficiary spent; the transfer is a module transaction', async () => {
    // The main demo Safe (2-of-4, accounts 0–3) lets account 6 spend 100 dUSDC a week.
    const safe = dev.chain.demo.safe.address
    const beneficiary = account(6)
    const recipient = account(7).address
    const client = createPublicClient({ transport: http(dev.chain.rpcUrl) })
    const base = `/v1/chains/${dev.chain.chainId}/safes/${safe}`
    expect((await request(dev.gateway.url, `${base}/spending-limits`)).body).toEqual({
      module: ALLOWANCE_MODULE_ADDRESS,
      items: [],
    })

    const calls = encodeSetSpendingLimitCalls(
      {
        safe,
        beneficiary: beneficiary.address,
        token: usdc.address,
        amount: parseUnits('100', 6),
        resetPeriod: 'week',
      },
      { moduleEnabled: false, beneficiaryIsDelegate: false },
    )
    const nonce = await client.readContract({ address: safe, abi: safeAbi, functionName: 'nonce' })
    const status = await executeOnChain(
      dev.chain.rpcUrl,
      account(9).privateKey,
      { address: safe, version: '1.4.1', chainId: dev.chain.chainId },
      { to: canonicalAddresses['1.4.1'].MultiSendCallOnly, data: encodeMultiSendCall(calls), operation: 1, nonce },
      [account(0).privateKey, account(1).privateKey],
    )
    expect(status).toBe('success')

    // A webhook subscribed to the Safe's module transactions hears of the beneficiary's transfer.
    const body = { channel: 'webhook', url: receiver.url, events: ['MODULE_TRANSACTION'], thresholds: {} }
    const subscribed = await request(
      dev.gateway.url,
      `${base}/alerts`,
      withAuth(postJson(body), { token: ADMIN_TOKEN }),
    )
    expect(subscribed.status).toBe(201)
    const { secret } = subscribed.body as { secret: string }

    const set = await request(dev.gateway.url, `${base}/spending-limits`)
    expect(set.status).toBe(200)
    expect(set.body.items).toEqual([
      {
        beneficiary: beneficiary.address,
        token: usdc.address,
        amount: '100000000',
        spent: '0',
        resetTimeMin: 10_080,
        nextResetAt: expect.any(Number),
        nonce: 1,
      },
    ])

    // The beneficiary spends 30 dUSDC from its own wallet, without the owners.
    const wallet = createWalletClient({
      account: privateKeyToAccount(beneficiary.privateKey),
      transport: http(dev.chain.rpcUrl),
    })
    const data = encodeSpendingLimitTransfer({
      safe,
      token: usdc.address,
      to: recipient,
      amount: parseUnits('30', 6),
      beneficiary: beneficiary.address,
    })
    const hash = await wallet.sendTransaction({ chain: null, to: ALLOWANCE_MODULE_ADDRESS, data })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    await waitForIndexer(dev.gateway.url, String(dev.chain.chainId), dev.chain.rpcUrl)

    const alert = await receiver.next(
      (r) => signedWith(r, secret) && r.json.type === 'MODULE_TRANSACTION' && r.json.txHash === hash,
    )
    expect(alert.json).toMatchObject({
      address: safe,
      chainId: String(dev.chain.chainId),
      module: ALLOWANCE_MODULE_ADDRESS,
      beneficiary: beneficiary.address,
      tokenAddress: usdc.address,
      value: '30000000',
      to: recipient,
    })

    const spent = await request(dev.gateway.url, `${base}/spending-limits`)
    expect(spent.body.items[0]).toMatchObject({ spent: '30000000', nonce: 2 })

    const history = items((await request(dev.gateway.url, `${base}/transactions/history`)).body.results)
    expect(history[0]).toMatchObject({
      txHash: hash,
      txStatus: 'SUCCESS',
      executionInfo: {
        type: 'MODULE',
        address: { value: ALLOWANCE_MODULE_ADDRESS },
        spendingLimitSpend: { beneficiary: { value: beneficiary.address }, amount: '30000000' },
      },
      txInfo: {
        type: 'Transfer',
        direction: 'OUTGOING',
        recipient: { value: recipient },
        transferInfo: { type: 'ERC20', tokenAddress: usdc.address, value: '30000000' },
      },
    })
    // Its details name who spent it, from which limit: the beneficiary, token, amount and recipient.
    const details = await request(dev.gateway.url, `/v1/chains/${dev.chain.chainId}/transactions/${history[0].id}`)
    expect(details.body.detailedExecutionInfo).toEqual({
      type: 'MODULE',
      address: { value: ALLOWANCE_MODULE_ADDRESS, name: null, logoUri: null },
      spendingLimitSpend: {
        beneficiary: { value: beneficiary.address, name: null, logoUri: null },
        token: usdc.address,
        amount: '30000000',
        recipient: { value: recipient, name: null, logoUri: null },
      },
    })
  })

  it('forgets a spend the chain reorganised away and names the one that replaced it', async () => {
    // Runs after the test above: account 6 has 70 dUSDC left of its limit on the main demo Safe.
    const safe = dev.chain.demo.safe.address
    const beneficiary = account(6)
    const client = createTestClient({ mode: 'anvil', transport: http(dev.chain.rpcUrl) })
      .extend(publicActions)
      .extend(walletActions)
    const spend = async (to: string, amount: string) => {
      const data = encodeSpendingLimitTransfer({
        safe,
        token: usdc.address,
        to: to as `0x${string}`,
        amount: parseUnits(amount, 6),
        beneficiary: beneficiary.address,
      })
      const account = privateKeyToAccount(beneficiary.privateKey)
      const hash = await client.sendTransaction({ account, chain: null, to: ALLOWANCE_MODULE_ADDRESS, data })
      expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
      return hash
    }
    const spendOf = async (hash: string) => {
      await waitForIndexer(dev.gateway.url, String(dev.chain.chainId), dev.chain.rpcUrl)
      const base = `/v1/chains/${dev.chain.chainId}`
      const history = items((await request(dev.gateway.url, `${base}/safes/${safe}/transactions/history`)).body.results)
      const entry = history.find((tx) => tx.txHash === hash)
      if (entry === undefined) return null
      const details = await request(dev.gateway.url, `${base}/transactions/${entry.id}`)
      return details.body.detailedExecutionInfo.spendingLimitSpend
    }

    const snapshot = await client.snapshot()
    const first = await spend(account(7).address, '10')
    expect(await spendOf(first)).toMatchObject({ amount: '10000000', recipient: { value: account(7).address } })

    // The chain drops that block and grows a longer branch where the beneficiary paid someone else.
    await client.revert({ id: snapshot })
    await client.mine({ blocks: 2 })
    const second = await spend(account(8).address, '20')
    await client.mine({ blocks: 2 })
    expect(await spendOf(second)).toEqual({
      beneficiary: { value: beneficiary.address, name: null, logoUri: null },
      token: usdc.address,
      amount: '20000000',
      recipient: { value: account(8).address, name: null, logoUri: null },
    })
    expect(await spendOf(first)).toBeNull()
  })

  it('refuses an address that is not one in words (400), never a 5xx', async () => {
    const response = await request(dev.gateway.url, `/v1/chains/${dev.chain.chainId}/safes/0x1234/spending-limits`)
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    expect(response.body).toMatchObject({ code: expect.any(Number), message: expect.any(String) })
  })
})
