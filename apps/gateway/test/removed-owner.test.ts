import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type DevChain, startDevChain } from '@concord/devchain'
import { previousInList, safeAbi } from '@concord/protocol'
import { createTestDatabase, type TestDatabase } from '@concord/test-kit/database'
import { startTestGateway, type TestGateway, waitForIndexer } from '@concord/test-kit/dev-stack'
import { type Address, createPublicClient, encodeFunctionData, type Hex, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Json, request } from './support/http.js'
import { postJson, proposalBody, safeTxHashOf, signHash, type TestSafe } from './support/proposals.js'
import { createSafe, executeOnChain } from './support/safe-chain.js'
import { devApiKit, devProtocolKit } from './support/safe-core-kits.js'

// Issue 20 point 4: a confirmation counts only while its signer is an owner, and a just-removed owner cannot sign
// even through a gateway whose index has not seen the removal.
let chain: DevChain
let database: TestDatabase
let dir: string
let place: { url: string } | { dataDir: string }
let gateway: TestGateway | null = null
let safe: TestSafe

const account = (index: number) => {
  const found = chain.accounts[index]
  if (!found) throw new Error(`dev account ${index} missing`)
  return found
}
// Owners a, b, c (2 of 3); b is removed on chain once it has confirmed T1.
const a = () => account(0)
const b = () => account(1)
const c = () => account(2)
const base = '/v1/chains/31337/transactions'
const url = () => {
  if (gateway === null) throw new Error('no gateway running')
  return gateway.url
}
const propose = async (tx: { to: Address; nonce: number }, signer: { address: Address; privateKey: Hex }) =>
  request(url(), `${base}/${safe.address}/propose`, postJson(await proposalBody(safe, tx, signer)))
const confirm = async (hash: Hex, key: Hex) =>
  request(url(), `${base}/${hash}/confirmations`, postJson({ signature: await signHash(key, hash) }))

/** Closes the running gateway and starts another on the same database, indexing or not. */
async function restartGateway(indexing: boolean): Promise<void> {
  await gateway?.close()
  gateway = null
  gateway = await startTestGateway(chain, { database: place, indexer: { enabled: indexing } })
}

const t1 = () => ({ to: account(5).address, nonce: 1 })
const t2 = () => ({ to: account(6).address, nonce: 1 })

beforeAll(async () => {
  chain = await startDevChain()
  database = await createTestDatabase()
  dir = mkdtempSync(join(tmpdir(), 'concord-removed-owner-'))
  place = database.url === undefined ? { dataDir: dir } : { url: database.url }
  await restartGateway(true)
  const owners = [a().address, b().address, c().address]
  const address = await createSafe(chain.rpcUrl, a().privateKey, owners, 2)
  safe = { address, version: '1.4.1', chainId: chain.chainId }
  await waitForIndexer(url(), '31337', chain.rpcUrl)
  expect((await propose(t1(), a())).status).toBe(200)
  expect((await confirm(safeTxHashOf(safe, t1()), b().privateKey)).status).toBe(200)
  // From here on the gateway does not index: it still believes b is an owner.
  await restartGateway(false)
  const prev = previousInList(owners, b().address) as Address
  const removal = encodeFunctionData({ abi: safeAbi, functionName: 'removeOwner', args: [prev, b().address, 2n] })
  const keys = [a().privateKey, c().privateKey]
  const tx = { to: address, data: removal, nonce: 0 }
  expect(await executeOnChain(chain.rpcUrl, a().privateKey, safe, tx, keys)).toBe('success')
})

afterAll(async () => {
  await gateway?.close()
  await chain?.stop()
  await database?.drop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('an owner removed on chain', () => {
  it('cannot confirm or propose through a gateway whose index has not seen the removal', async () => {
    expect((await propose(t2(), a())).status).toBe(200)
    const confirmed = await confirm(safeTxHashOf(safe, t2()), b().privateKey)
    expect(confirmed.status).toBe(422)
    expect(confirmed.body.message).toMatch(/not an owner/)
    const proposed = await propose({ ...t2(), to: account(7).address }, b())
    expect(proposed.status).toBe(422)
    const details = await request(url(), `${base}/${safeTxHashOf(safe, t2())}`)
    expect(details.body.detailedExecutionInfo.confirmations).toHaveLength(1)
  })

  it('no longer counts its earlier confirmation once the removal is indexed: queue, list and details', async () => {
    await restartGateway(true)
    await waitForIndexer(url(), '31337', chain.rpcUrl)
    const hash = safeTxHashOf(safe, t1())
    const details = (await request(url(), `${base}/${hash}`)).body as Json
    expect(details.txStatus).toBe('AWAITING_CONFIRMATIONS')
    const info = details.detailedExecutionInfo
    expect(info.confirmations.map((x: Json) => x.signer.value)).toEqual([a().address])
    expect(info.removedOwnerConfirmations.map((x: Json) => x.signer.value)).toEqual([b().address])
    expect(info.signers.map((x: Json) => x.value)).toEqual([a().address, c().address])

    const queue = (await request(url(), `/v1/chains/31337/safes/${safe.address}/transactions/queued`)).body as Json
    const item = queue.results.find((i: Json) => i.type === 'TRANSACTION' && i.transaction.id === details.txId)
    expect(item.transaction.txStatus).toBe('AWAITING_CONFIRMATIONS')
    expect(item.transaction.executionInfo).toMatchObject({ confirmationsRequired: 2, confirmationsSubmitted: 1 })
    expect(item.transaction.executionInfo.missingSigners.map((x: Json) => x.value)).toEqual([c().address])

    const list = (await request(url(), `/v1/chains/31337/safes/${safe.address}/multisig-transactions`)).body as Json
    const listed = list.results.find((i: Json) => i.transaction.id === details.txId)
    expect(listed.transaction.executionInfo.confirmationsSubmitted).toBe(1)

    const again = await confirm(hash, b().privateKey)
    expect(again.status).toBe(422)
  })

  it('no longer counts on the Transaction Service API either, so api-kit and protocol-kit execute without it', async () => {
    const apiKit = devApiKit(url())
    const hash = safeTxHashOf(safe, t1())
    const read = await apiKit.getTransaction(hash)
    expect(read.confirmations?.map((x) => x.owner)).toEqual([a().address])
    expect(read.confirmationsRequired).toBe(2)
    const listed = await apiKit.getTransactionConfirmations(hash)
    expect(listed.results.map((x) => x.owner)).toEqual([a().address])
    const pending = await apiKit.getPendingTransactions(safe.address)
    const t1Pending = pending.results.find((tx) => tx.safeTxHash === hash)
    expect(t1Pending?.confirmations?.map((x) => x.owner)).toEqual([a().address])

    await apiKit.confirmTransaction(hash, await signHash(c().privateKey, hash))
    const executor = await devProtocolKit(chain.rpcUrl, a().privateKey, safe.address)
    const { hash: txHash } = await executor.executeTransaction(await apiKit.getTransaction(hash))
    const receipt = await createPublicClient({ transport: http(chain.rpcUrl) }).waitForTransactionReceipt({
      hash: txHash as Hex,
    })
    expect(receipt.status).toBe('success')
  })
})
