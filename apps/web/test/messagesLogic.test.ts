import { GatewayError } from '@concord/gateway-client'
import { canonicalAddresses, getSafeMessageTypedData, signMessageLibAbi } from '@concord/protocol'
import {
  decodeFunctionData,
  encodeAbiParameters,
  hashMessage,
  hashTypedData,
  keccak256,
  recoverTypedDataAddress,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { describeMessage, originLabel } from '../src/features/messages/shared/describeMessage'
import { safeMessageHashes, verifyMessageHashes } from '../src/features/messages/shared/messageHashes'
import { blindRefusal, parseMessageInput, rootType } from '../src/features/messages/sign/parseMessageInput'
import { readOffChainSignature } from '../src/features/messages/sign/readOffChainSignature'
import { signMessageLibDraft } from '../src/features/messages/sign/signMessageLibDraft'
import { signSafeMessage } from '../src/features/messages/sign/signSafeMessage'
import { SAFE } from './fixtures'

const mail = {
  domain: { name: 'Ether Mail', version: '1', chainId: 31337, verifyingContract: SAFE },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  message: { from: { name: 'Cow', wallet: SAFE }, contents: 'Hello, Bob!' },
}

// The SafeMessage hash computed here straight from EIP-712 with viem, independent of @concord/protocol.
const safeMessageHashOf = (contentHash: `0x${string}`) =>
  hashTypedData({
    domain: { chainId: 31337, verifyingContract: SAFE },
    types: { SafeMessage: [{ name: 'message', type: 'bytes' }] },
    primaryType: 'SafeMessage',
    message: { message: contentHash },
  })

describe('message hashes recomputed in the browser', () => {
  const where = { chainId: '31337', safe: SAFE, version: '1.4.1' }

  test('text: EIP-191 content hash wrapped in SafeMessage over the Safe domain; matches an honest gateway', () => {
    const expected = safeMessageHashOf(hashMessage('Hello Safe'))
    const check = verifyMessageHashes('Hello Safe', expected, where)
    expect(check).toMatchObject({ kind: 'checked', matches: true, contentHash: hashMessage('Hello Safe') })
  })

  test('typed data with a decimal-string chainId hashes as the number would', () => {
    const parsed = parseMessageInput('typed', JSON.stringify(mail))
    if (!parsed.ok) throw new Error(parsed.error)
    const asString = { ...(parsed.content as object), domain: { ...mail.domain, chainId: '31337' } }
    const expected = safeMessageHashOf(hashTypedData({ ...mail, primaryType: 'Mail' }))
    expect(safeMessageHashes(parsed.content, where).messageHash).toBe(expected)
    expect(safeMessageHashes(asString as typeof parsed.content, where).messageHash).toBe(expected)
  })

  test('a gateway hash for other content is a mismatch; an unknown version cannot be verified', () => {
    const other = safeMessageHashOf(hashMessage('Hello Safe!'))
    expect(verifyMessageHashes('Hello Safe', other, where)).toMatchObject({ kind: 'checked', matches: false })
    expect(verifyMessageHashes('Hello Safe', other, { ...where, version: null }).kind).toBe('unverifiable')
  })
})

describe('what the user types or pastes', () => {
  test('text is signed as written; a bare 32-byte hash is blind and refused until blind signing is on', () => {
    expect(parseMessageInput('text', 'Hello')).toEqual({ ok: true, content: 'Hello', blind: false })
    const hash = parseMessageInput('text', keccak256('0x01'))
    expect(hash).toMatchObject({ ok: true, blind: true })
    expect(blindRefusal(hash, false)).toMatch(/enable "Blind signing" in Settings → Security\.$/)
    expect(blindRefusal(hash, true)).toBeNull()
    expect(parseMessageInput('text', '  ')).toEqual({ ok: false, error: 'Type the message to sign.' })
  })

  test('typed data: primaryType inferred from the one root type; worded errors for what cannot be signed', () => {
    const parsed = parseMessageInput('typed', JSON.stringify(mail))
    expect(parsed).toMatchObject({ ok: true, content: { primaryType: 'Mail' } })
    expect(parseMessageInput('typed', '{nope')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^This is not JSON/),
    })
    expect(parseMessageInput('typed', '{"domain":{}}')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Not EIP-712 typed data: types: .* It needs domain, types and message\.$/),
    })
    const twoRoots = { ...mail, types: { ...mail.types, Other: [{ name: 'x', type: 'uint256' }] } }
    expect(parseMessageInput('typed', JSON.stringify(twoRoots))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/add "primaryType"/),
    })
    const badValue = { ...mail, message: { ...mail.message, from: { name: 'Cow', wallet: 'not an address' } } }
    expect(parseMessageInput('typed', JSON.stringify(badValue))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^The typed data cannot be EIP-712 encoded/),
    })
    expect(rootType(mail.types)).toBe('Mail')
  })
})

describe('the on-chain signature and labels', () => {
  test('SignMessageLib.signMessage(contentHash) by DELEGATECALL to the canonical library of the version', () => {
    const contentHash = hashMessage('Hello Safe')
    const draft = signMessageLibDraft('1.3.0', contentHash, 'Sign message on chain')
    expect(draft?.calls).toHaveLength(1)
    const call = draft?.calls[0]
    expect(call).toMatchObject({ to: canonicalAddresses['1.3.0'].SignMessageLib, operation: 1, value: '0' })
    const decoded = decodeFunctionData({ abi: signMessageLibAbi, data: call?.data as `0x${string}` })
    expect(decoded).toEqual({ functionName: 'signMessage', args: [contentHash] })
    expect(signMessageLibDraft('0.9.0', contentHash, 'x')).toBeNull()
    // The library hashes `bytes` = the 32-byte content hash: what the fallback handler's isValidSignature(bytes32) does.
    expect(encodeAbiParameters([{ type: 'bytes32' }], [contentHash])).toBe(contentHash)
  })

  test('list text and origin labels', () => {
    expect(describeMessage(`${'a'.repeat(100)}`, 10)).toBe('aaaaaaaaa…')
    expect(describeMessage({ ...mail, primaryType: 'Mail' } as never)).toBe('Typed data: Mail for Ether Mail')
    expect(originLabel(JSON.stringify({ name: 'Signer', url: 'https://app' }))).toBe('Signer (https://app)')
    expect(originLabel('free text')).toBe('free text')
    expect(originLabel(null)).toBeNull()
  })
})

describe("an app's getOffChainSignature", () => {
  const confirmed = { status: 'CONFIRMED', preparedSignature: '0xabcd' }
  const client = (answer: () => Promise<unknown>) => ({ getSafeMessage: answer }) as never

  test('the prepared signature once CONFIRMED; an empty string while it is not, or for a message the gateway lacks', async () => {
    expect(
      await readOffChainSignature(
        client(async () => confirmed),
        '31337',
        '0x01',
      ),
    ).toBe('0xabcd')
    const pending = { status: 'NEEDS_CONFIRMATION', preparedSignature: null }
    expect(
      await readOffChainSignature(
        client(async () => pending),
        '31337',
        '0x01',
      ),
    ).toBe('')
    const missing = new GatewayError('not found', { code: 'HTTP_ERROR', url: 'x', status: 404 } as never)
    expect(
      await readOffChainSignature(
        client(() => Promise.reject(missing)),
        '31337',
        '0x01',
      ),
    ).toBe('')
  })

  test('any other failure is an error for the app, not an empty answer', async () => {
    const down = new GatewayError('down', { code: 'GATEWAY_UNREACHABLE', url: 'x' } as never)
    await expect(
      readOffChainSignature(
        client(() => Promise.reject(down)),
        '31337',
        '0x01',
      ),
    ).rejects.toBe(down)
  })
})

describe('signing a SafeMessage', () => {
  const where = { chainId: '31337', safe: SAFE, version: '1.4.1' }
  const contentHash = hashMessage('hello')

  test("the owner's signature over the Safe's SafeMessage is returned; another account's is refused before anything is sent", async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const other = privateKeyToAccount(generatePrivateKey())
    const signature = await signSafeMessage((typed) => owner.signTypedData(typed), owner.address, where, contentHash)
    expect(
      await recoverTypedDataAddress({
        ...getSafeMessageTypedData({
          chainId: 31337n,
          safeAddress: SAFE,
          version: '1.4.1',
          message: { hash: contentHash },
        }),
        signature,
      }),
    ).toBe(owner.address)
    await expect(
      signSafeMessage((typed) => other.signTypedData(typed), owner.address, where, contentHash),
    ).rejects.toMatchObject({ code: 'SIGNER_MISMATCH' })
  })
})
