import { waitForIndexer } from '@concord/test-kit/dev-stack'
import { pollUntil } from '@concord/test-kit/eventually'
import { createTestClient, http, parseEther, publicActions, walletActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { type Json, request } from './support/http.js'

let dev: DevGateway

beforeAll(async () => {
  dev = await startDevGateway()
})

afterAll(async () => {
  await dev?.stop()
})

/** Polls `check` until it holds (the indexer works in the background); fails with the last value after 30 s. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const value = await pollUntil(read, check, { timeoutMs: 30_000, intervalMs: 100 })
  expect(check(value), JSON.stringify(value)).toBe(true)
  return value
}

describe('chain reorganisation', () => {
  it('indexes a new transfer, then drops it when the chain reorgs it away, and indexes the replacement', async () => {
    const sender = dev.chain.accounts[6]
    if (sender === undefined) throw new Error('no dev account 6')
    const safe = dev.chain.demo.safe.address
    const client = createTestClient({ mode: 'anvil', transport: http(dev.chain.rpcUrl) })
      .extend(publicActions)
      .extend(walletActions)
    const incoming = async () =>
      (await request(dev.gateway.url, `/v1/chains/31337/safes/${safe}/incoming-transfers/`)).body.results.map(
        (item: Json) => [item.transaction.txInfo.sender.value, item.transaction.txInfo.transferInfo.value],
      ) as [string, string][]
    const fromSender = (list: [string, string][]) =>
      list.filter(([from]) => from === sender.address).map(([, value]) => value)

    const snapshot = await client.snapshot()
    const account = privateKeyToAccount(sender.privateKey)
    await client.waitForTransactionReceipt({
      hash: await client.sendTransaction({ account, chain: null, to: safe, value: parseEther('1') }),
    })
    await eventually(incoming, (list) => fromSender(list).includes(parseEther('1').toString()))

    // Roll back to before the transfer and build a longer fork with a different transfer.
    await client.revert({ id: snapshot })
    await client.mine({ blocks: 2 })
    await client.waitForTransactionReceipt({
      hash: await client.sendTransaction({ account, chain: null, to: safe, value: parseEther('2') }),
    })
    await client.mine({ blocks: 2 })
    const after = await eventually(incoming, (list) => fromSender(list).includes(parseEther('2').toString()))
    expect(fromSender(after)).toEqual([parseEther('2').toString()])
    await waitForIndexer(dev.gateway.url, '31337', dev.chain.rpcUrl)
    const info = await request(dev.gateway.url, `/v1/chains/31337/safes/${safe}`)
    expect(info.body.nonce).toBe(4)
  })
})
