import {
  buildSafeTransactionData,
  encodeSafeMessageOverBytes,
  encodeSafeTxData,
  getSafeMessageOverBytesTypedData,
  hashSafeMessage,
  hashSafeMessageOverBytes,
  joinSignatures,
} from '@concord/protocol'
import { waitForIndexer } from '@concord/test-kit/dev-stack'
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { request } from './support/http.js'
import { postJson, proposalBody, safeTxHashOf, type TestSafe } from './support/proposals.js'
import { createSafe, executeFromDetails } from './support/safe-chain.js'

// A nested Safe up to 1.4.1 asks its owner Safe with the legacy isValidSignature(bytes data, …), data = the SafeTx's
// 66-byte encoding; the parent's CompatibilityFallbackHandler checks its owners' signatures over
// SafeMessage{message: data}. The gateway's RAW_BYTES message kind is that message.
let dev: DevGateway
let a: { address: Address; privateKey: Hex }
let b: { address: Address; privateKey: Hex }
// council: owned by key B alone (a contract owner of the parent); parent: owners key A and council, threshold 2.
let council: TestSafe
let parent: TestSafe
// twoKeys: owners keys A and B, threshold 2 (for eth_sign).
let twoKeys: TestSafe

beforeAll(async () => {
  dev = await startDevGateway()
  const [first, second] = dev.chain.accounts
  if (!first || !second) throw new Error('dev accounts 0 and 1 missing')
  a = { address: first.address, privateKey: first.privateKey }
  b = { address: second.address, privateKey: second.privateKey }
  const chainId = dev.chain.chainId
  const rpc = dev.chain.rpcUrl
  council = { address: await createSafe(rpc, a.privateKey, [b.address], 1), version: '1.4.1', chainId }
  parent = { address: await createSafe(rpc, a.privateKey, [a.address, council.address], 2), version: '1.4.1', chainId }
  twoKeys = { address: await createSafe(rpc, a.privateKey, [a.address, b.address], 2), version: '1.4.1', chainId }
  await waitForIndexer(dev.gateway.url, '31337', rpc)
})

afterAll(async () => {
  await dev?.stop()
})

const base = '/v1/chains/31337'
const domainOf = (safe: TestSafe) => ({ chainId: safe.chainId, safeAddress: safe.address, version: safe.version })
const proposeMessage = (safe: TestSafe, body: unknown) =>
  request(dev.gateway.url, `${base}/safes/${safe.address}/messages`, postJson(body))
const readMessage = (hash: Hex) => request(dev.gateway.url, `${base}/messages/${hash}`)

/** A nested Safe of `version` owned by the parent and key A (threshold 2), with a proposed transaction A signed. */
async function nestedWithProposal(version: '1.3.0' | '1.4.1') {
  const owners = [parent.address, a.address]
  const address = await createSafe(dev.chain.rpcUrl, a.privateKey, owners, 2, 'SafeL2', version)
  const nested: TestSafe = { address, version, chainId: dev.chain.chainId }
  await waitForIndexer(dev.gateway.url, '31337', dev.chain.rpcUrl)
  const tx = { to: a.address, nonce: 0, value: 0n }
  const proposed = await request(
    dev.gateway.url,
    `${base}/transactions/${nested.address}/propose`,
    postJson(await proposalBody(nested, tx, a)),
  )
  expect(proposed.status).toBe(200)
  const data = encodeSafeTxData({ ...domainOf(nested), tx: buildSafeTransactionData(tx) })
  return { nested, safeTxHash: safeTxHashOf(nested, tx), data }
}

describe('RAW_BYTES messages: a parent confirms a nested Safe (up to 1.4.1) off chain', () => {
  it.each(['1.4.1', '1.3.0'] as const)(
    'key A (EIP-712) and the council Safe (EIP-1271) sign the parent message over nested %s bytes; the nested transaction executes',
    async (version) => {
      const { safeTxHash, data } = await nestedWithProposal(version)
      const messageHash = hashSafeMessageOverBytes({ ...domainOf(parent), data })
      const typed = getSafeMessageOverBytesTypedData({ ...domainOf(parent), data })
      const signature = await privateKeyToAccount(a.privateKey).signTypedData(typed)
      const proposed = await proposeMessage(parent, { message: data, messageKind: 'RAW_BYTES', signature })
      expect(proposed.status).toBe(202)

      const first = await readMessage(messageHash)
      expect(first.status).toBe(200)
      expect(first.body.messageKind).toBe('RAW_BYTES')
      expect(first.body.message).toBe(data.toLowerCase())
      expect(first.body.status).toBe('NEEDS_CONFIRMATION')

      // The council's part: its key signs the council's SafeMessage over the bytes the parent hands its contract owners.
      const preimage = encodeSafeMessageOverBytes({ ...domainOf(parent), data })
      const councilHash = hashSafeMessageOverBytes({ ...domainOf(council), data: preimage })
      const councilSignature = await privateKeyToAccount(b.privateKey).sign({ hash: councilHash })
      const contract = joinSignatures([
        { type: 'CONTRACT_SIGNATURE', owner: council.address, contractSignature: councilSignature },
      ])
      const confirmed = await request(
        dev.gateway.url,
        `${base}/messages/${messageHash}/signatures`,
        postJson({ signature: contract }),
      )
      expect(confirmed.status).toBe(200)
      const message = await readMessage(messageHash)
      expect(message.body.status).toBe('CONFIRMED')

      // The parent's contract signature on the nested transaction: the gateway checks it on chain, the Safe executes.
      const parentPart = joinSignatures([
        { type: 'CONTRACT_SIGNATURE', owner: parent.address, contractSignature: message.body.preparedSignature },
      ])
      const added = await request(
        dev.gateway.url,
        `${base}/transactions/${safeTxHash}/confirmations`,
        postJson({ signature: parentPart }),
      )
      expect(added.status).toBe(200)
      const details = await request(dev.gateway.url, `${base}/transactions/${safeTxHash}`)
      expect(details.body.txStatus).toBe('AWAITING_EXECUTION')
      expect(await executeFromDetails(dev.chain.rpcUrl, a.privateKey, details.body)).toBe('success')
    },
  )

  it("refuses a signature over the message as text (the content hashed first): it is not what the nested Safe's call checks", async () => {
    const { data } = await nestedWithProposal('1.4.1')
    const textHash = hashSafeMessage({ ...domainOf(parent), message: { hash: data.slice(0, 66) as Hex } })
    const wrong = await privateKeyToAccount(a.privateKey).sign({ hash: textHash })
    const response = await proposeMessage(parent, { message: data, messageKind: 'RAW_BYTES', signature: wrong })
    expect(response.status).toBe(422)
    expect(response.body.message).toMatch(/signature/i)
  })

  it('takes the kind and eth_sign on the Transaction Service face, eth_sign recovered against the raw-bytes hash', async () => {
    const data = '0x1901abcdef' as Hex
    const messageHash = hashSafeMessageOverBytes({ ...domainOf(twoKeys), data })
    const typed = getSafeMessageOverBytesTypedData({ ...domainOf(twoKeys), data })
    const signature = await privateKeyToAccount(a.privateKey).signTypedData(typed)
    const proposed = await request(
      dev.gateway.url,
      `/txs/31337/api/v1/safes/${twoKeys.address}/messages/`,
      postJson({ message: data, messageKind: 'RAW_BYTES', signature }),
    )
    expect(proposed.status).toBe(201)
    // eth_sign: the key signs the hash as an EIP-191 message; the Safe marks it with v + 4.
    const signed = await privateKeyToAccount(b.privateKey).signMessage({ message: { raw: messageHash } })
    const v = Number.parseInt(signed.slice(-2), 16) + 4
    const ethSign = `${signed.slice(0, -2)}${v.toString(16)}` as Hex
    const confirmed = await request(
      dev.gateway.url,
      `/txs/31337/api/v1/messages/${messageHash}/signatures/`,
      postJson({ signature: ethSign }),
    )
    expect(confirmed.status).toBe(201)
    const message = await readMessage(messageHash)
    expect(message.body.status).toBe('CONFIRMED')
    expect(message.body.confirmations.map((c: { owner: { value: string } }) => c.owner.value).sort()).toEqual(
      [a.address, b.address].sort(),
    )
  })

  it('refuses malformed raw bytes and a kind that does not fit the message, in words', async () => {
    const signature = await privateKeyToAccount(a.privateKey).sign({ hash: `0x${'11'.repeat(32)}` })
    for (const message of ['hello', '0x123', '0x', '0xzz']) {
      const response = await proposeMessage(twoKeys, { message, messageKind: 'RAW_BYTES', signature })
      expect(response.status).toBe(422)
      expect(response.body.message).toContain('RAW_BYTES takes message as 0x-prefixed hex of whole bytes')
    }
    const typedAsText = await proposeMessage(twoKeys, {
      message: { domain: {}, types: { M: [{ name: 'a', type: 'uint256' }] }, message: { a: '1' } },
      messageKind: 'TEXT',
      signature,
    })
    expect(typedAsText.status).toBe(422)
    expect(typedAsText.body.message).toContain('messageKind TEXT takes message as a string')
    const unknownKind = await proposeMessage(twoKeys, { message: '0x1901', messageKind: 'BYTES', signature })
    expect(unknownKind.status).toBe(422)
  })

  it('serves text messages with messageKind TEXT, as before', async () => {
    const text = 'Concord raw bytes test'
    const messageHash = hashSafeMessage({ ...domainOf(twoKeys), message: text })
    const signature = await privateKeyToAccount(a.privateKey).sign({ hash: messageHash })
    expect((await proposeMessage(twoKeys, { message: text, signature })).status).toBe(202)
    const message = await readMessage(messageHash)
    expect(message.body.messageKind).toBe('TEXT')
    expect(message.body.message).toBe(text)
  })
})
