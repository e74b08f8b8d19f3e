import { randomUUID } from 'node:crypto'
import { deviceRegistrationHash } from '@concord/protocol'
import {
  getBalances,
  getChainConfig,
  getChainsConfig,
  getCollectiblesPage,
  getDecodedData,
  getFiatCurrencies,
  getMasterCopies,
  getMultisigTransactions,
  getNonces,
  getOwnedSafes,
  getSafeApps,
  getSafeInfo,
  getTransactionDetails,
  getTransactionHistory,
  getTransactionQueue,
  registerDevice,
  deleteTransaction as sdkDeleteTransaction,
  proposeTransaction as sdkProposeTransaction,
  setBaseUrl,
  unregisterDevice,
  unregisterSafe,
} from '@safe-global/safe-gateway-typescript-sdk'
import { encodeFunctionData, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deleteRequestTypedData } from '../src/modules/transactions/propose/delete-transaction.js'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { request } from './support/http.js'
import { proposalBody } from './support/proposals.js'

let dev: DevGateway
let safe: string
const chainId = '31337'

beforeAll(async () => {
  dev = await startDevGateway()
  safe = dev.chain.demo.safe.address
  setBaseUrl(dev.gateway.url)
})

afterAll(async () => {
  await dev?.stop()
})

describe('the real Safe gateway SDK reads our responses', () => {
  it('chains, chain, master copies, fiat codes and safe apps', async () => {
    const chains = await getChainsConfig()
    expect(chains.results.map((c) => c.chainId)).toEqual([chainId])
    const chain = await getChainConfig(chainId)
    expect(chain.nativeCurrency.symbol).toBe('ETH')
    expect((await getMasterCopies(chainId)).map((m) => m.version)).toContain('1.4.1+L2')
    expect((await getFiatCurrencies())[0]).toBe('USD')
    expect(await getSafeApps(chainId)).toEqual([])
  })

  it('safe info, nonces and owned safes', async () => {
    const info = await getSafeInfo(chainId, safe)
    expect(info.address.value).toBe(safe)
    expect(info.owners).toHaveLength(4)
    expect(await getNonces(chainId, safe)).toEqual({ currentNonce: 4, recommendedNonce: 4 })
    expect((await getOwnedSafes(chainId, dev.chain.accounts[0]?.address as string)).safes).toContain(safe)
  })

  it('history, queue, multisig list and the details of each history item', async () => {
    const history = await getTransactionHistory(chainId, safe)
    const transactions = history.results.flatMap((item) => (item.type === 'TRANSACTION' ? [item.transaction] : []))
    expect(transactions.length).toBeGreaterThanOrEqual(10)
    for (const transaction of transactions) {
      const details = await getTransactionDetails(chainId, transaction.id)
      expect(details.txId).toBe(transaction.id)
    }
    expect((await getTransactionQueue(chainId, safe)).results).toEqual([])
    const multisig = await getMultisigTransactions(chainId, safe)
    expect(multisig.results).toHaveLength(4)
  })

  it('balances, collectibles and the data decoder', async () => {
    const balances = await getBalances(chainId, safe, 'usd')
    expect(balances.items.map((i) => i.tokenInfo.type)).toContain('NATIVE_TOKEN')
    expect(Number(balances.fiatTotal)).toBeGreaterThan(0)
    const collectibles = await getCollectiblesPage(chainId, safe)
    expect(collectibles.results).toHaveLength(1)
    const data = encodeFunctionData({ abi: parseAbi(['function changeThreshold(uint256 _threshold)']), args: [1n] })
    const decoded = await getDecodedData(chainId, 0, data, safe)
    expect(decoded.method).toBe('changeThreshold')
  })

  it("turns our errors into the SDK's `CGW error - code: message` text", async () => {
    await expect(getSafeInfo(chainId, dev.chain.accounts[7]?.address as string)).rejects.toThrow(
      /^CGW error - 404: Safe /,
    )
    await expect(getSafeInfo(chainId, '0x1234')).rejects.toThrow(/^CGW error - 422: Invalid address/)
  })
})

describe('the real Safe gateway SDK writes', () => {
  it('proposes a transaction and its proposer deletes it', async () => {
    const owner = dev.chain.accounts[2]
    if (!owner) throw new Error('dev account 2 missing')
    const target = { address: dev.chain.demo.safe.address, version: '1.4.1', chainId: dev.chain.chainId }
    const body = await proposalBody(
      target,
      { to: owner.address, value: 5n, nonce: dev.chain.demo.safe.nonce + 9 },
      owner,
    )
    const details = await sdkProposeTransaction(chainId, safe, body as Parameters<typeof sdkProposeTransaction>[2])
    expect(details.txStatus).toBe('AWAITING_CONFIRMATIONS')
    const safeTxHash = body.safeTxHash as `0x${string}`
    const totp = BigInt(Math.floor(Date.now() / 3_600_000))
    const typed = deleteRequestTypedData(dev.chain.chainId, target.address, safeTxHash, totp)
    await sdkDeleteTransaction(chainId, safeTxHash, await privateKeyToAccount(owner.privateKey).signTypedData(typed))
    await expect(getTransactionDetails(chainId, safeTxHash)).rejects.toThrow(/^CGW error - 404: /)
  })
})

describe('the real Safe gateway SDK unregisters devices', () => {
  it('DELETEs with a JSON content type and no body: a Safe of a device, then the device', async () => {
    const owner = dev.chain.accounts[2]
    if (!owner) throw new Error('dev account 2 missing')
    const uuid = randomUUID()
    const timestamp = String(Math.floor(Date.now() / 1000))
    const token = 'sdk-web-push-token'
    const hash = deviceRegistrationHash(timestamp, uuid, token, [safe])
    const signature = await privateKeyToAccount(owner.privateKey).signMessage({ message: { raw: hash } })
    await registerDevice({
      ...{ uuid, cloudMessagingToken: token, buildNumber: '1', bundle: 'concord.web', version: '1.0.0', timestamp },
      deviceType: 'WEB' as Parameters<typeof registerDevice>[0]['deviceType'],
      safeRegistrations: [{ chainId, safes: [safe], signatures: [signature] }],
    })
    const events = `/v1/chains/${chainId}/notifications/devices/${uuid}/events`
    // The SDK's fetch helper sends `content-type: application/json` with these bodiless DELETEs (once a 400).
    await unregisterSafe(chainId, safe, uuid)
    await unregisterDevice(chainId, uuid)
    const stream = await fetch(`${dev.gateway.url}${events}`)
    expect(stream.status).toBe(404)
    expect(((await stream.json()) as { message: string }).message).toMatch(/No WEB device/)
  })
})

describe('when the chain RPC goes down', () => {
  const base = `/v1/chains/${chainId}/transactions`
  const post = (path: string, payload: unknown) =>
    request(dev.gateway.url, path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    })
  let proposed: Record<string, unknown>

  it('answers live-only balances with 503 while indexed data is still served', async () => {
    const [proposer, approver] = [dev.chain.accounts[0], dev.chain.accounts[1]]
    if (!proposer || !approver) throw new Error('dev accounts missing')
    const target = { address: dev.chain.demo.safe.address, version: '1.4.1', chainId: dev.chain.chainId }
    // Proposed while the chain answers: a write checks the signer's ownership at the chain's head (issue 28 §5).
    proposed = await proposalBody(target, { to: approver.address, nonce: dev.chain.demo.safe.nonce + 8 }, proposer)
    expect((await post(`${base}/${safe}/propose`, proposed)).status).toBe(200)
    await dev.stopChain()
    const balances = await request(dev.gateway.url, `/v1/chains/${chainId}/safes/${safe}/balances/usd`)
    expect(balances.status).toBe(503)
    expect(balances.body).toEqual({ code: 503, message: `The RPC of chain ${chainId} is unreachable; retry later.` })
    const history = await request(dev.gateway.url, `/v1/chains/${chainId}/safes/${safe}/transactions/history`)
    expect(history.status).toBe(200)
    expect((await request(dev.gateway.url, '/health/live')).status).toBe(200)
  })

  it('answers a confirmation that needs an on-chain check (approveHash) with 503, not a refusal', async () => {
    const approver = dev.chain.accounts[1]
    if (!approver) throw new Error('dev accounts missing')
    const approved = `0x${'0'.repeat(24)}${approver.address.slice(2).toLowerCase()}${'0'.repeat(64)}01`
    const confirmation = await post(`${base}/${proposed.safeTxHash}/confirmations`, { signature: approved })
    expect(confirmation.body).toEqual({
      code: 503,
      message: `The RPC of chain ${chainId} is unreachable; retry later.`,
    })
  })

  it('answers a proposal with 503: its signer cannot be checked against the chain’s head', async () => {
    const [proposer, approver] = [dev.chain.accounts[0], dev.chain.accounts[1]]
    if (!proposer || !approver) throw new Error('dev accounts missing')
    const target = { address: dev.chain.demo.safe.address, version: '1.4.1', chainId: dev.chain.chainId }
    const body = await proposalBody(target, { to: approver.address, nonce: dev.chain.demo.safe.nonce + 9 }, proposer)
    const answer = await post(`${base}/${safe}/propose`, body)
    expect(answer.body).toEqual({ code: 503, message: `The RPC of chain ${chainId} is unreachable; retry later.` })
  })
})
