import { type Address, createWalletClient, defineChain, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { request } from './support/http.js'
import { devApiKit, devProtocolKit, hashSafeMessage } from './support/safe-core-kits.js'

// Messages and delegates through the real @safe-global/api-kit 5 (signed by protocol-kit and viem), over the same
// messages and delegates modules the wallet uses (issue 19).

let dev: DevGateway
let apiKit: ReturnType<typeof devApiKit>
let safeAddress: Address

const account = (index: number) => {
  const found = dev.chain.accounts[index]
  if (!found) throw new Error(`dev account ${index} missing`)
  return found
}
const ownerKit = (index: number) => devProtocolKit(dev.chain.rpcUrl, account(index).privateKey, safeAddress)
const walletOf = (index: number) =>
  createWalletClient({
    account: privateKeyToAccount(account(index).privateKey),
    chain: defineChain({
      id: 31337,
      name: 'dev',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [dev.chain.rpcUrl] } },
    }),
    transport: http(dev.chain.rpcUrl),
  })

/** Owner `index`'s EIP-712 signature of `message` for the Safe, made by protocol-kit. */
async function signMessage(index: number, message: string): Promise<string> {
  const kit = await ownerKit(index)
  const signed = await kit.signMessage(kit.createMessage(message))
  return signed.getSignature(account(index).address)?.data ?? ''
}

beforeAll(async () => {
  dev = await startDevGateway()
  safeAddress = dev.chain.demo.safe.address
  apiKit = devApiKit(dev.gateway.url)
})

afterAll(async () => {
  await dev?.stop()
})

describe('messages through api-kit', () => {
  it('adds a message, signs it by a second owner and reads it in the list and the Client Gateway API', async () => {
    const message = `Concord api-kit test ${Date.now()}`
    await apiKit.addMessage(safeAddress, { message, signature: await signMessage(0, message) })
    const kit = await ownerKit(0)
    const messageHash = (await kit.getSafeMessageHash(hashSafeMessage(message))) as Hex

    const added = await apiKit.getMessage(messageHash)
    expect(added).toMatchObject({ safe: safeAddress, messageHash, message, proposedBy: account(0).address })
    expect(added.confirmations).toHaveLength(1)
    expect(added.confirmations[0]?.signatureType).toBe('EOA')
    expect(added.preparedSignature).toBeNull()

    await apiKit.addMessageSignature(messageHash, await signMessage(1, message))
    const signed = await apiKit.getMessage(messageHash)
    expect(signed.confirmations.map((c) => c.owner).sort()).toEqual([account(0).address, account(1).address].sort())
    expect(signed.preparedSignature).toMatch(/^0x[0-9a-f]{260}$/)

    const list = await apiKit.getMessages(safeAddress)
    expect(list.results.map((m) => m.messageHash)).toContain(messageHash)
    expect(list.count).toBe(list.results.length)

    const cgw = await request(dev.gateway.url, `/v1/chains/31337/messages/${messageHash}`)
    expect(cgw.body).toMatchObject({ status: 'CONFIRMED', confirmationsSubmitted: 2 })
  })

  it("lists messages in each of the service's orderings: created and modified, either way", async () => {
    const first = `Concord ordering first ${Date.now()}`
    await apiKit.addMessage(safeAddress, { message: first, signature: await signMessage(0, first) })
    const second = `Concord ordering second ${Date.now()}`
    await apiKit.addMessage(safeAddress, { message: second, signature: await signMessage(0, second) })
    // A second owner's signature moves the first message's `modified` past the second's.
    const kit = await ownerKit(0)
    const firstHash = await kit.getSafeMessageHash(hashSafeMessage(first))
    const secondHash = await kit.getSafeMessageHash(hashSafeMessage(second))
    await apiKit.addMessageSignature(firstHash, await signMessage(1, first))
    const order = async (ordering: string) => {
      const hashes = (await apiKit.getMessages(safeAddress, { ordering })).results.map((m) => m.messageHash)
      return hashes.indexOf(firstHash) < hashes.indexOf(secondHash) ? 'first, second' : 'second, first'
    }
    expect(await order('created')).toBe('first, second')
    expect(await order('-created')).toBe('second, first')
    expect(await order('modified')).toBe('second, first')
    expect(await order('-modified')).toBe('first, second')
    await expect(apiKit.getMessages(safeAddress, { ordering: 'owner' })).rejects.toMatchObject({ statusCode: 400 })
  })

  it("refuses a stranger's signature with the Transaction Service's 400", async () => {
    const message = 'not from an owner'
    // protocol-kit signs for owners only: the stranger signs the SafeMessage typed data itself.
    const signature = await privateKeyToAccount(account(7).privateKey).signTypedData({
      domain: { chainId: 31337, verifyingContract: safeAddress },
      types: { SafeMessage: [{ name: 'message', type: 'bytes' }] },
      primaryType: 'SafeMessage',
      message: { message: hashSafeMessage(message) as Hex },
    })
    await expect(apiKit.addMessage(safeAddress, { message, signature })).rejects.toMatchObject({
      statusCode: 400,
      data: { nonFieldErrors: [expect.stringContaining('Invalid signature')] },
    })
  })
})

describe('delegates v2 through api-kit', () => {
  it('adds a delegate for the Safe, lists it, and removes it signed by the delegate', async () => {
    const delegateAddress = account(8).address
    const delegatorAddress = account(0).address
    const added = await apiKit.addSafeDelegate({
      safeAddress,
      delegateAddress,
      delegatorAddress,
      label: 'bot',
      signer: walletOf(0),
    })
    expect(added).toMatchObject({ safe: safeAddress, delegate: delegateAddress, delegator: delegatorAddress })

    const listed = await apiKit.getSafeDelegates({ safeAddress })
    expect(listed.results).toContainEqual({
      safe: safeAddress,
      delegate: delegateAddress,
      delegator: delegatorAddress,
      label: 'bot',
      expiryDate: null,
    })

    await apiKit.removeSafeDelegate({ delegateAddress, delegatorAddress, signer: walletOf(8) })
    expect((await apiKit.getSafeDelegates({ safeAddress })).results).toEqual([])
  })

  it('adds and removes a delegate signed by the delegator in the same hour (one signature bytes), once', async () => {
    // api-kit signs Delegate(delegate, totp) for both: within the hour the removal's bytes are the addition's.
    const delegateAddress = account(9).address
    const props = { delegateAddress, delegatorAddress: account(0).address, signer: walletOf(0) }
    await apiKit.addSafeDelegate({ ...props, safeAddress, label: 'ci' })
    expect((await apiKit.getSafeDelegates({ safeAddress, delegateAddress })).count).toBe(1)
    await apiKit.removeSafeDelegate(props)
    expect((await apiKit.getSafeDelegates({ safeAddress, delegateAddress })).results).toEqual([])
    // The addition replayed after the removal stays refused, with how to get a fresh signature.
    await expect(apiKit.addSafeDelegate({ ...props, safeAddress, label: 'ci' })).rejects.toMatchObject({
      statusCode: 409,
      data: { detail: expect.stringMatching(/already used.*Sign again with the current totp/) },
    })
    expect((await apiKit.getSafeDelegates({ safeAddress, delegateAddress })).results).toEqual([])
  })

  it('refuses a list without a filter and a delegator that owns no Safe with 400s', async () => {
    await expect(apiKit.getSafeDelegates({})).rejects.toMatchObject({ statusCode: 400 })
    const stranger = { delegateAddress: account(9).address, delegatorAddress: account(7).address, label: 'x' }
    await expect(apiKit.addSafeDelegate({ ...stranger, safeAddress, signer: walletOf(7) })).rejects.toMatchObject({
      statusCode: 400,
      data: { nonFieldErrors: [expect.stringContaining('not an owner')] },
    })
  })
})
