import {
  buildSafeTransactionData,
  encodeSafeTxData,
  getSafeMessageOverBytesTypedData,
  hashSafeMessage,
  hashSafeMessageOverBytes,
  hashSafeTx,
} from '@concord/protocol'
import { type Address, getAddress, hashTypedData, keccak256 } from 'viem'
import { describe, expect, test } from 'vitest'
import { describeMessage } from '../src/features/messages/shared/describeMessage'
import { safeMessageHashes, verifyMessageHashes } from '../src/features/messages/shared/messageHashes'
import { nestedTxEncoding } from '../src/features/messages/shared/nestedTxEncoding'
import { nestedSafeTxMessage } from '../src/features/nested-safes/nestedSafeTxMessage'
import { offChainRefusal } from '../src/features/nested-safes/offChainRefusal'
import { SAFE, transferDetails } from './fixtures'

const PARENT = getAddress('0x5555555555555555555555555555555555555555')
const chainId = '31337'
// The fixture's transfer (1 ETH to 0x2222…, nonce 7) as a SafeTx.
const tx = buildSafeTransactionData({
  to: '0x2222222222222222222222222222222222222222',
  value: 10n ** 18n,
  data: '0x',
  operation: 0,
  nonce: 7n,
})
const detailsOn = (version: string) => {
  const safeTxHash = hashSafeTx({ chainId: 31337n, safeAddress: SAFE, version, tx })
  return { details: transferDetails(safeTxHash), safeTxHash }
}
const where = (nestedVersion: string, parentVersion = '1.4.1') => ({
  chainId,
  nested: SAFE as Address,
  nestedVersion,
  parent: PARENT,
  parentVersion,
})

describe('off chain for nested Safes: which versions', () => {
  test.each([
    ['1.4.1', '1.4.1'],
    ['1.3.0', '1.4.1'],
    ['1.4.1+L2', '1.3.0+L2'],
    ['1.5.0', '1.4.1'],
    ['1.5.0', '1.5.0'],
  ])('nested %s under a %s parent: offered', (nested, parent) => {
    expect(offChainRefusal(nested, parent)).toBeNull()
  })

  test('refused in words where the parent does not answer the form the nested Safe asks, or before 1.3.0', () => {
    expect(offChainRefusal('1.4.1', '1.5.0')).toBe(
      "Off chain is not available: this Safe (version 1.4.1) asks its parent Safe with the legacy isValidSignature(bytes), which the parent's version 1.5.0 does not answer. Approve it in the parent Safe on chain.",
    )
    expect(offChainRefusal('1.5.0', '1.1.1')).toContain('asks its parent Safe with isValidSignature(bytes32)')
    expect(offChainRefusal('1.1.1', '1.4.1')).toContain('from version 1.3.0, and this Safe is version 1.1.1')
    expect(offChainRefusal(null, '1.4.1')).toContain('this Safe is version unknown')
  })
})

describe("the parent's message for a nested transaction", () => {
  test.each(['1.4.1', '1.3.0'])(
    'nested %s: RAW_BYTES, the SafeTx encoding whose keccak is the safeTxHash, hashed unhashed at the parent',
    (version) => {
      const { details, safeTxHash } = detailsOn(version)
      const message = nestedSafeTxMessage(details, where(version))
      expect(message?.kind).toBe('RAW_BYTES')
      const raw = encodeSafeTxData({ chainId: 31337n, safeAddress: SAFE, version, tx })
      expect(message?.content).toBe(raw)
      expect(keccak256(raw)).toBe(safeTxHash)
      const parent = { chainId: 31337n, safeAddress: PARENT, version: '1.4.1' }
      expect(message?.messageHash).toBe(hashSafeMessageOverBytes({ ...parent, data: raw }))
      // Not the message a 1.5.0 nested Safe's parent signs (SafeMessage over keccak(safeTxHash)).
      expect(message?.messageHash).not.toBe(hashSafeMessage({ ...parent, message: { hash: safeTxHash } }))
      expect(hashTypedData(getSafeMessageOverBytesTypedData({ ...parent, data: raw }))).toBe(message?.messageHash)
    },
  )

  test('nested 1.5.0: TYPED_DATA as before; a claimed safeTxHash that does not match gives nothing', () => {
    const { details } = detailsOn('1.5.0')
    expect(nestedSafeTxMessage(details, where('1.5.0'))?.kind).toBe('TYPED_DATA')
    const lying = transferDetails(`0x${'ab'.repeat(32)}`)
    expect(nestedSafeTxMessage(lying, where('1.4.1'))).toBeNull()
  })
})

describe("the parent's message page for a raw-bytes message", () => {
  const raw = encodeSafeTxData({ chainId: 31337n, safeAddress: SAFE, version: '1.4.1', tx })
  const domain = { chainId, safe: PARENT, version: '1.4.1' }

  test('recomputes the hash over the bytes unhashed, and says what they are', () => {
    const gatewayHash = hashSafeMessageOverBytes({ chainId: 31337n, safeAddress: PARENT, version: '1.4.1', data: raw })
    const check = verifyMessageHashes(raw, gatewayHash, domain, 'RAW_BYTES')
    expect(check).toMatchObject({ kind: 'checked', matches: true, contentHash: raw })
    // Read as text it would not match: the kind decides how the bytes are signed.
    expect(verifyMessageHashes(raw, gatewayHash, domain)).toMatchObject({ matches: false })
    expect(safeMessageHashes(raw, domain, 'RAW_BYTES').messageHash).toBe(gatewayHash)
    expect(describeMessage(raw, 80, 'RAW_BYTES')).toBe(
      "A nested Safe's transaction (its EIP-712 encoding, signed as raw bytes)",
    )
    expect(describeMessage('0xdeadbeef', 80, 'RAW_BYTES')).toBe('Raw bytes (4 bytes)')
    expect(nestedTxEncoding(raw)?.safeTxHash).toBe(keccak256(raw))
    expect(nestedTxEncoding('0xdeadbeef')).toBeNull()
  })
})
