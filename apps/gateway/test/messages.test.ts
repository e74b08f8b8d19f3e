import {
  compatibilityFallbackHandlerAbi,
  EIP1271_MAGIC_VALUE,
  getSafeMessageTypedData,
  hashSafeMessage,
  hashSafeMessageContent,
  type SafeMessageContent,
} from '@concord/protocol'
import { type Address, createPublicClient, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { type Json, request } from './support/http.js'
import { postJson } from './support/proposals.js'

let dev: DevGateway
let safe: Address

beforeAll(async () => {
  dev = await startDevGateway()
  safe = dev.chain.demo.safe.address
})

afterAll(async () => {
  await dev?.stop()
})

const key = (index: number): Hex => {
  const found = dev.chain.accounts[index]
  if (!found) throw new Error(`dev account ${index} missing`)
  return found.privateKey
}
const domain = () => ({ chainId: dev.chain.chainId, safeAddress: safe, version: '1.4.1' })
const signMessage = (index: number, message: SafeMessageContent) =>
  privateKeyToAccount(key(index)).signTypedData(getSafeMessageTypedData({ ...domain(), message }))
const propose = (body: unknown) => request(dev.gateway.url, `/v1/chains/31337/safes/${safe}/messages`, postJson(body))
const confirm = (hash: Hex, signature: Hex) =>
  request(dev.gateway.url, `/v1/chains/31337/messages/${hash}/signatures`, postJson({ signature }))
const read = (hash: Hex) => request(dev.gateway.url, `/v1/chains/31337/messages/${hash}`)

// The handler's ABI overloads isValidSignature (bytes / bytes32); viem needs the one we call picked out.
const isValidSignatureBytes32 = compatibilityFallbackHandlerAbi.filter(
  (item) => item.type === 'function' && item.name === 'isValidSignature' && item.inputs[0]?.type === 'bytes32',
)

const mail = {
  domain: {
    name: 'Ether Mail',
    version: '1',
    chainId: 31337,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
  },
} as const

describe('Safe messages', () => {
  it('owner A proposes, owner B confirms: CONFIRMED, and the preparedSignature passes isValidSignature on chain', async () => {
    const text = 'Concord says hello'
    const hash = hashSafeMessage({ ...domain(), message: text })
    const created = await propose({ message: text, signature: await signMessage(0, text), safeAppId: null })
    expect(created.status).toBe(202)
    const pending = (await read(hash)).body as Json
    expect(pending).toMatchObject({
      messageHash: hash,
      status: 'NEEDS_CONFIRMATION',
      message: text,
      confirmationsSubmitted: 1,
      confirmationsRequired: 2,
      proposedBy: { value: privateKeyToAccount(key(0)).address },
      preparedSignature: null,
    })

    const b = await signMessage(1, text)
    expect((await confirm(hash, b)).status).toBe(200)
    // The same owner again is a no-op, not an error.
    expect((await confirm(hash, b)).status).toBe(200)
    const done = (await read(hash)).body as Json
    expect(done.status).toBe('CONFIRMED')
    expect(done.confirmationsSubmitted).toBe(2)
    expect(done.modifiedTimestamp).toBeGreaterThanOrEqual(done.creationTimestamp)
    // Each signature says when the gateway took it: the proposer's at creation, the last one at the last change.
    const [first, second] = done.confirmations as { owner: { value: string }; submittedAt: number }[]
    expect(first?.owner.value).toBe(privateKeyToAccount(key(0)).address)
    expect(first?.submittedAt).toBe(done.creationTimestamp)
    expect(second?.submittedAt).toBe(done.modifiedTimestamp)

    const client = createPublicClient({ transport: http(dev.chain.rpcUrl) })
    const answer = await client.readContract({
      address: safe,
      abi: isValidSignatureBytes32,
      functionName: 'isValidSignature',
      args: [hashSafeMessageContent(text), done.preparedSignature as Hex],
    })
    expect(answer).toBe(EIP1271_MAGIC_VALUE)

    const list = (await request(dev.gateway.url, `/v1/chains/31337/safes/${safe}/messages`)).body as Json
    expect(list.count).toBe(1)
    expect(list.results[0]).toEqual({ type: 'DATE_LABEL', timestamp: expect.any(Number) })
    expect(list.results[0].timestamp % 86_400_000).toBe(0)
    expect(list.results[1]).toMatchObject({ type: 'MESSAGE', messageHash: hash, status: 'CONFIRMED' })
  })

  it('hashes EIP-712 typed data as the Safe does and pages the list', async () => {
    const hash = hashSafeMessage({ ...domain(), message: mail })
    expect((await propose({ message: mail, signature: await signMessage(2, mail) })).status).toBe(202)
    const stored = (await read(hash)).body as Json
    expect(stored.message).toEqual(mail)
    expect(stored.status).toBe('NEEDS_CONFIRMATION')

    const first = (
      await request(dev.gateway.url, `/v1/chains/31337/safes/${safe}/messages?cursor=limit%3D1%26offset%3D0`)
    ).body as Json
    expect(first.count).toBe(2)
    expect(first.results.filter((r: Json) => r.type === 'MESSAGE').map((r: Json) => r.messageHash)).toEqual([hash])
    expect(first.next).toContain('offset%3D1')
  })

  it('refuses a non-owner, bad typed data, no unique primaryType, a malformed signature and an unknown hash', async () => {
    const text = 'not from an owner'
    const stranger = await signMessage(7, text)
    const refused = await propose({ message: text, signature: stranger })
    expect(refused.status).toBe(422)
    expect(refused.body.message).toBe('Invalid signature')

    const badTypes = {
      ...mail,
      types: { EIP712Domain: mail.types.EIP712Domain, Mail: [{ name: 'from', type: 'Persn' }] },
    }
    const bad = await propose({ message: badTypes, signature: await signMessage(0, text) })
    expect(bad.status).toBe(422)
    expect(bad.body.message).toMatch(/^Could not calculate messageHash: The typed data cannot be EIP-712 encoded/)
    const noDomain = await propose({ message: { ...mail, domain: undefined }, signature: await signMessage(0, text) })
    expect(noDomain.status).toBe(422)

    const twoRoots = { ...mail, types: { ...mail.types, Other: [{ name: 'x', type: 'uint256' }] } }
    const ambiguous = await propose({ message: twoRoots, signature: await signMessage(0, text) })
    expect(ambiguous.status).toBe(422)
    expect(ambiguous.body.message).toMatch(/no unique primaryType/)

    const malformed = await propose({ message: text, signature: `0x${'ab'.repeat(65)}` })
    expect(malformed.status).toBe(422)
    expect(malformed.body.message).toMatch(/^Invalid signature/)

    const unknown = `0x${'12'.repeat(32)}` as Hex
    expect((await read(unknown)).status).toBe(404)
    expect((await confirm(unknown, await signMessage(0, text))).status).toBe(404)
  })
})
