import { canonicalAddresses } from '@concord/protocol'
import { eventually } from '@concord/test-kit/eventually'
import type { SafeMultisigTransactionResponse } from '@safe-global/types-kit'
import { type Address, createPublicClient, getAddress, type Hex, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { type Json, request } from './support/http.js'
import { postJson } from './support/proposals.js'
import { devApiKit, devProtocolKit } from './support/safe-core-kits.js'

// The real @safe-global/api-kit 5 and protocol-kit against the gateway's Transaction Service API (issue 19): the
// same proposals, confirmations and executions the wallet sees through the Client Gateway API.

let dev: DevGateway
let apiKit: ReturnType<typeof devApiKit>
let safeAddress: Address

const v141 = canonicalAddresses['1.4.1']

const account = (index: number) => {
  const found = dev.chain.accounts[index]
  if (!found) throw new Error(`dev account ${index} missing`)
  return found
}
const ownerKit = (index: number) => devProtocolKit(dev.chain.rpcUrl, account(index).privateKey, safeAddress)

/** Creates a transfer with protocol-kit, signs it as owner `index` (EIP-712) and proposes it with api-kit. */
async function proposeTransfer(index: number, value: bigint, nonce: number): Promise<Hex> {
  const kit = await ownerKit(index)
  const to = account(6).address
  const tx = await kit.createTransaction({
    transactions: [{ to, value: value.toString(), data: '0x' }],
    options: { nonce },
  })
  const safeTxHash = (await kit.getTransactionHash(tx)) as Hex
  const signed = await kit.signTransaction(tx)
  const senderAddress = account(index).address
  const senderSignature = signed.getSignature(senderAddress)?.data ?? ''
  await apiKit.proposeTransaction({
    safeAddress,
    safeTransactionData: tx.data,
    safeTxHash,
    senderAddress,
    senderSignature,
  })
  return safeTxHash
}

/** Owner `index`'s EIP-712 signature of a stored transaction, made by protocol-kit from api-kit's copy of it. */
async function ownerSignature(index: number, stored: SafeMultisigTransactionResponse): Promise<string> {
  const kit = await ownerKit(index)
  const tx = await kit.createTransaction({
    transactions: [{ to: stored.to, value: stored.value, data: stored.data ?? '0x' }],
    options: { nonce: Number(stored.nonce) },
  })
  const signed = await kit.signTransaction(tx)
  return signed.getSignature(account(index).address)?.data ?? ''
}

const cgw = (path: string, init?: RequestInit) => request(dev.gateway.url, `/v1/chains/31337${path}`, init)

beforeAll(async () => {
  dev = await startDevGateway()
  safeAddress = dev.chain.demo.safe.address
  apiKit = devApiKit(dev.gateway.url)
})

afterAll(async () => {
  await dev?.stop()
})

describe('api-kit against the Transaction Service API', () => {
  it('reads the service, its singletons, the Safe and the Safes of an owner', async () => {
    const about = await apiKit.getServiceInfo()
    expect(about).toMatchObject({ api_version: 'v1', secure: false })
    expect(about.settings.ETHEREUM_NODE_URL).toBeNull()
    const singletons = await apiKit.getServiceSingletonsInfo()
    expect(singletons).toContainEqual(expect.objectContaining({ address: v141.SafeL2, version: '1.4.1', l2: true }))

    const info = await apiKit.getSafeInfo(safeAddress)
    expect(info).toMatchObject({ address: safeAddress, nonce: String(dev.chain.demo.safe.nonce), threshold: 2 })
    expect(info.owners).toContain(account(0).address)
    expect(info.singleton).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(info.version).toBe(dev.chain.demo.safe.version)
    expect((await apiKit.getSafesByOwner(account(0).address)).safes).toContain(safeAddress)
  })

  it('proposes, confirms by a second owner, lists as pending, executes with protocol-kit, then shows it executed', async () => {
    const nonce = Number(await apiKit.getNextNonce(safeAddress))
    const safeTxHash = await proposeTransfer(0, parseEther('0.01'), nonce)

    // The wallet's queue (Client Gateway API) has it at once.
    const queue = (await cgw(`/safes/${safeAddress}/transactions/queued`)).body as Json
    const queued = queue.results.filter((item: Json) => item.type === 'TRANSACTION')
    expect(queued.map((item: Json) => item.transaction.id)).toContain(`multisig_${safeAddress}_${safeTxHash}`)

    const proposed = await apiKit.getTransaction(safeTxHash)
    expect(proposed).toMatchObject({ safe: safeAddress, nonce: String(nonce), isExecuted: false, trusted: true })
    expect(proposed.confirmations?.map((c) => c.owner)).toEqual([account(0).address])
    expect(proposed.proposer).toBe(account(0).address)

    const signature = await ownerSignature(1, proposed)
    expect(await apiKit.confirmTransaction(safeTxHash, signature)).toEqual({ signature })
    const confirmations = await apiKit.getTransactionConfirmations(safeTxHash)
    expect(confirmations.results.map((c) => c.owner).sort()).toEqual([account(0).address, account(1).address].sort())
    expect(confirmations.results[0]?.signatureType).toBe('EOA')

    const pending = await apiKit.getPendingTransactions(safeAddress)
    expect(pending.results.map((tx) => tx.safeTxHash)).toContain(safeTxHash)
    expect(await apiKit.getNextNonce(safeAddress)).toBe(String(nonce + 1))

    const executor = await ownerKit(2)
    const { hash } = await executor.executeTransaction(await apiKit.getTransaction(safeTxHash))
    const executed = await eventually(
      () => apiKit.getTransaction(safeTxHash),
      (tx) => tx.isExecuted,
      'api-kit to show the transaction executed',
    )
    expect(executed).toMatchObject({ transactionHash: hash, isSuccessful: true, executor: account(2).address })
    expect(executed.blockNumber).toBeGreaterThan(0)
    expect(executed.signatures).toMatch(/^0x[0-9a-f]{260}$/)
    expect((await apiKit.getPendingTransactions(safeAddress)).results.map((tx) => tx.safeTxHash)).not.toContain(
      safeTxHash,
    )

    const history = (await cgw(`/safes/${safeAddress}/transactions/history`)).body as Json
    const ids = history.results
      .filter((item: Json) => item.type === 'TRANSACTION')
      .map((item: Json) => item.transaction.id)
    expect(ids).toContain(`multisig_${safeAddress}_${safeTxHash}`)
  })

  it("shows a confirmation made through the Client Gateway API in api-kit's getTransaction", async () => {
    const nonce = Number(await apiKit.getNextNonce(safeAddress))
    const safeTxHash = await proposeTransfer(2, 5n, nonce)
    const signature = await ownerSignature(3, await apiKit.getTransaction(safeTxHash))
    const confirmed = await cgw(`/transactions/${safeTxHash}/confirmations`, postJson({ signature }))
    expect(confirmed.status).toBe(200)
    const tx = await apiKit.getTransaction(safeTxHash)
    expect(tx.confirmations?.map((c) => c.owner).sort()).toEqual([account(2).address, account(3).address].sort())
  })

  it('lists multisig transactions with filters and ordering, paged with count/next/previous', async () => {
    const all = await apiKit.getMultisigTransactions(safeAddress)
    expect(all.count).toBeGreaterThanOrEqual(2)
    const nonces = all.results.map((tx) => Number(tx.nonce))
    expect(nonces).toEqual([...nonces].sort((a, b) => b - a))
    const ascending = await apiKit.getMultisigTransactions(safeAddress, { ordering: 'nonce', limit: 1 })
    expect(ascending.results).toHaveLength(1)
    expect(ascending.count).toBe(all.count)
    expect(ascending.next).toContain('limit=1')
    expect(ascending.next).toContain('offset=1')
    expect(ascending.previous).toBeNull()
    const executed = await apiKit.getMultisigTransactions(safeAddress, { executed: true })
    expect(executed.results.every((tx) => tx.isExecuted)).toBe(true)
    const queued = await apiKit.getMultisigTransactions(safeAddress, { executed: false })
    expect(queued.results.every((tx) => !tx.isExecuted)).toBe(true)
    expect(executed.count + queued.count).toBe(all.count)
  })

  it('lists all executed transactions: multisig executions and transfers into the Safe, with their transfers', async () => {
    const all = await apiKit.getAllTransactions(safeAddress, { limit: 100 })
    expect(all.results.length).toBeGreaterThanOrEqual(all.count)
    const executed = await apiKit.getMultisigTransactions(safeAddress, { executed: true, limit: 100 })
    const multisig = all.results.filter((tx) => tx.txType === 'MULTISIG_TRANSACTION')
    expect(multisig.map((tx) => ('safeTxHash' in tx ? tx.safeTxHash : null)).sort()).toEqual(
      executed.results.map((tx) => tx.safeTxHash).sort(),
    )
    // Every transfer into the Safe is listed once, under the entry of the transaction that made it.
    const incoming = await apiKit.getIncomingTransactions(safeAddress, { limit: 100 })
    const listed = all.results.flatMap((tx) => tx.transfers.map((transfer) => transfer.transferId))
    expect(listed).toEqual(expect.arrayContaining(incoming.results.map((transfer) => transfer.transferId)))
    expect(new Set(listed).size).toBe(listed.length)
    // A plain transfer into the Safe is the Ethereum transaction itself, as the chain has it.
    const plain = all.results.find((tx) => tx.txType === 'ETHEREUM_TRANSACTION')
    if (!plain || !('txHash' in plain)) throw new Error('no ETHEREUM_TRANSACTION entry')
    const sent = await createPublicClient({ transport: http(dev.chain.rpcUrl) }).getTransaction({
      hash: plain.txHash as Hex,
    })
    expect(plain).toMatchObject({
      from: getAddress(sent.from),
      data: sent.input,
      blockNumber: Number(sent.blockNumber),
    })
    expect(plain.transfers.every((t) => t.transactionHash === plain.txHash)).toBe(true)
    // Newest first by default, oldest first with ordering=timestamp; paged by Ethereum transaction.
    const dates = all.results.map((tx) => Date.parse(String(tx.executionDate)))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    const base = `/txs/31337/api/v2/safes/${safeAddress}/all-transactions/`
    const oldest = (await request(dev.gateway.url, `${base}?ordering=timestamp&limit=1`)).body as Json
    expect(oldest).toMatchObject({ count: all.count, previous: null, next: expect.stringContaining('offset=1') })
    expect(oldest.results[0].executionDate).toBe(all.results.at(-1)?.executionDate)
    const second = await apiKit.getAllTransactions(safeAddress, { limit: 1, offset: 1 })
    expect(second.previous).toContain('limit=1')
    expect(second.results[0]?.executionDate).toBe(all.results[1]?.executionDate)
    const badOrdering = await request(dev.gateway.url, `${base}?ordering=nonce`)
    expect(badOrdering.status).toBe(400)
  })
})

describe("api-kit's documented eth_sign flow, unchanged", () => {
  // docs.safe.global, api-kit "Propose and confirm transactions": signHash (eth_sign, v 31/32) for the proposal and
  // the confirmation, as Safe's Transaction Service accepts it; the wallet's own API keeps refusing eth_sign.
  it('signHash → proposeTransaction → signHash → confirmTransaction → executeTransaction, and the wallet shows it', async () => {
    const proposerKit = await ownerKit(0)
    const safeTransaction = await proposerKit.createTransaction({
      transactions: [{ to: account(7).address, value: '3', data: '0x' }],
      options: { nonce: await proposerKit.getNonce() },
    })
    const safeTxHash = (await proposerKit.getTransactionHash(safeTransaction)) as Hex
    const senderSignature = await proposerKit.signHash(safeTxHash)
    expect(senderSignature.data.slice(-2)).toMatch(/^(1f|20)$/)
    await apiKit.proposeTransaction({
      safeAddress,
      safeTransactionData: safeTransaction.data,
      safeTxHash,
      senderAddress: account(0).address,
      senderSignature: senderSignature.data,
    })

    const confirmation = await (await ownerKit(1)).signHash(safeTxHash)
    expect(await apiKit.confirmTransaction(safeTxHash, confirmation.data)).toEqual({ signature: confirmation.data })
    const stored = await apiKit.getTransaction(safeTxHash)
    expect(stored.confirmations?.map((c) => c.signatureType)).toEqual(['ETH_SIGN', 'ETH_SIGN'])

    // The wallet's API counts both (they are the same transaction's confirmations) and carries the v 31/32 bytes.
    const details = (await cgw(`/transactions/${safeTxHash}`)).body as Json
    expect(details.txStatus).toBe('AWAITING_EXECUTION')
    const signatures = details.detailedExecutionInfo.confirmations.map((c: Json) => c.signature.slice(-2))
    expect(signatures.sort()).toEqual([senderSignature.data.slice(-2), confirmation.data.slice(-2)].sort())

    const { hash } = await (await ownerKit(2)).executeTransaction(await apiKit.getTransaction(safeTxHash))
    const executed = await eventually(
      () => apiKit.getTransaction(safeTxHash),
      (tx) => tx.isExecuted,
      'api-kit to show the eth_sign-confirmed transaction executed',
    )
    expect(executed).toMatchObject({ transactionHash: hash, isSuccessful: true })
  })
})

describe('bad input gets the Transaction Service 4xx shapes, never a 5xx', () => {
  const txs = (path: string, init?: RequestInit) => request(dev.gateway.url, `/txs/31337/api${path}`, init)

  it('a tampered proposal is a 400 with nonFieldErrors, which api-kit throws with its message', async () => {
    const nonce = Number(await apiKit.getNextNonce(safeAddress))
    const kit = await ownerKit(0)
    const tx = await kit.createTransaction({
      transactions: [{ to: account(6).address, value: '1', data: '0x' }],
      options: { nonce },
    })
    const signed = await kit.signTransaction(tx)
    const senderSignature = signed.getSignature(account(0).address)?.data ?? ''
    const safeTransactionData = { ...tx.data, value: '2' }
    const props = { safeAddress, safeTransactionData, senderAddress: account(0).address, senderSignature }
    const safeTxHash = await kit.getTransactionHash(tx)
    await expect(apiKit.proposeTransaction({ ...props, safeTxHash })).rejects.toMatchObject({
      statusCode: 400,
      data: { nonFieldErrors: ['Invalid safeTxHash'] },
    })
  })

  it('answers malformed fields, paths and queries with 400/422 and missing objects with 404', async () => {
    const body = await txs(`/v2/safes/${safeAddress}/multisig-transactions/`, postJson({ to: 'nope' }))
    expect(body.status).toBe(400)
    expect(Object.values(body.body as Json)[0]).toEqual([expect.any(String)])
    const badPath = await txs('/v1/safes/0x1234/')
    expect(badPath.status).toBe(422)
    expect(badPath.body).toMatchObject({ code: 1, message: expect.any(String), arguments: ['address'] })
    const badQuery = await txs(`/v2/safes/${safeAddress}/multisig-transactions/?ordering=owner`)
    expect(badQuery.status).toBe(400)
    expect(badQuery.body).toEqual({ ordering: [expect.stringContaining('Invalid ordering')] })
    const missing = await txs(`/v2/multisig-transactions/0x${'ab'.repeat(32)}/`)
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ detail: expect.stringContaining('propose it first') })
    const badJson = await txs(`/v1/multisig-transactions/0x${'ab'.repeat(32)}/confirmations/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    })
    expect(badJson.status).toBe(400)
    await expect(apiKit.getTransaction(`0x${'cd'.repeat(32)}`)).rejects.toMatchObject({ statusCode: 404 })
  })

  it('answers ERC-4337 user operations with 501 {code, message}', async () => {
    const answer = await txs(`/v1/safes/${safeAddress}/safe-operations/`)
    expect(answer.status).toBe(501)
    expect(answer.body).toEqual({ code: 501, message: expect.stringContaining('not served by Concord') })
    await expect(apiKit.getSafeOperationsByAddress(safeAddress)).rejects.toMatchObject({ statusCode: 501 })
  })

  it('answers all-transactions v1 (with queued ones), not served, with 501 {code, message} naming what to read', async () => {
    const answer = await txs(`/v1/safes/${safeAddress}/all-transactions/`)
    expect(answer.status).toBe(501)
    expect(answer.body).toEqual({ code: 501, message: expect.stringContaining('getPendingTransactions') })
  })
})
