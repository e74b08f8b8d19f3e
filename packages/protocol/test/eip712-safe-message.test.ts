import {
  concat,
  encodeAbiParameters,
  hashMessage,
  hashTypedData,
  keccak256,
  recoverTypedDataAddress,
  type TypedDataDefinition,
} from 'viem'
import { describe, expect, it } from 'vitest'
import {
  getSafeDomainSeparator,
  getSafeMessageTypedData,
  hashSafeMessage,
  hashSafeMessageContent,
  InvalidSafeMessageError,
  SAFE_MSG_TYPEHASH,
} from '../src/index.js'
import { chainId, owners, safeAddress } from './fixtures.js'

const mail = {
  domain: {
    name: 'Ether Mail',
    version: '1',
    chainId: 1,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  types: {
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
} as const satisfies TypedDataDefinition

/** getMessageHashForSafe(safe, message) as the fallback handler computes it. */
function handlerHash(inner: `0x${string}`) {
  const struct = keccak256(
    encodeAbiParameters([{ type: 'bytes32' }, { type: 'bytes32' }], [SAFE_MSG_TYPEHASH, keccak256(inner)]),
  )
  return keccak256(concat(['0x1901', getSafeDomainSeparator({ chainId, safeAddress, version: '1.4.1' }), struct]))
}

describe('SafeMessage hash', () => {
  it('hashes text with EIP-191, typed data with EIP-712 and passes raw hashes through', () => {
    expect(hashSafeMessageContent('Hello Safe')).toBe(hashMessage('Hello Safe'))
    expect(hashSafeMessageContent({ raw: '0xdeadbeef' })).toBe(hashMessage({ raw: '0xdeadbeef' }))
    expect(hashSafeMessageContent(mail)).toBe(hashTypedData(mail))
    // The EIP-712 spec's own example vector.
    expect(hashSafeMessageContent(mail)).toBe('0xbe609aee343fb3c4b28e1df9e632fca64fcfaede20f02e86244efddf30957bd2')
    const hash = keccak256('0x01')
    expect(hashSafeMessageContent({ hash })).toBe(hash)
  })

  it('equals the fallback handler formula for text, typed data and raw hashes', () => {
    for (const message of ['Hello Safe', mail, { hash: keccak256('0x02') }] as const) {
      const inner = hashSafeMessageContent(message)
      expect(hashSafeMessage({ chainId, safeAddress, version: '1.4.1', message })).toBe(handlerHash(inner))
      expect(hashSafeMessage({ chainId, safeAddress, version: '1.3.0', message })).toBe(handlerHash(inner))
    }
  })

  it('gives owners typed data that signs and recovers', async () => {
    const typedData = getSafeMessageTypedData({ chainId, safeAddress, version: '1.3.0', message: 'Hello Safe' })
    expect(typedData.message.message).toBe(hashMessage('Hello Safe'))
    const signature = await owners[0].signTypedData(typedData)
    expect(await recoverTypedDataAddress({ ...typedData, signature })).toBe(owners[0].address)
    expect(hashTypedData(typedData)).toBe(
      hashSafeMessage({ chainId, safeAddress, version: '1.3.0', message: 'Hello Safe' }),
    )
  })

  it('rejects raw hashes of the wrong size and typed data that does not encode', () => {
    expect(() => hashSafeMessageContent({ hash: '0x1234' })).toThrow(InvalidSafeMessageError)
    expect(() => hashSafeMessageContent({ raw: 'hello' as `0x${string}` })).toThrow(InvalidSafeMessageError)
    const broken = { ...mail, primaryType: 'Letter' } as unknown as TypedDataDefinition
    expect(() => hashSafeMessageContent(broken)).toThrow(InvalidSafeMessageError)
  })
})
