import { hashTypedData, keccak256, recoverTypedDataAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  encodeSafeMessageOverBytes,
  encodeSafeTxData,
  getSafeMessageOverBytesTypedData,
  hashSafeMessage,
  hashSafeMessageOverBytes,
  hashSafeTx,
  InvalidSafeMessageError,
} from '../src/index.js'
import { owners } from './fixtures.js'

// Values read on anvil from the dev chain's demo Safes (1.4.1 and 1.3.0, chain 31337): the CompatibilityFallbackHandler's
// getMessageHashForSafe(safe, data) and the Safe's encodeTransactionData for `tx` below.
const chainId = 31337
const tx = {
  to: '0x2222222222222222222222222222222222222222',
  value: 5n,
  data: '0xabcdef',
  operation: 1,
  safeTxGas: 7n,
  baseGas: 8n,
  gasPrice: 9n,
  gasToken: '0x3333333333333333333333333333333333333333',
  refundReceiver: '0x4444444444444444444444444444444444444444',
  nonce: 42n,
} as const
const onAnvil = {
  '1.4.1': {
    safeAddress: '0x7210E1DE2501CE2a865df105d4fF235317DF6b1B',
    shortBytesHash: '0x37b7d69c6ff16238887615fd439852f9c525ca78a53831eb3491ff498c384b05',
    encodedTx:
      '0x19016715448a5dbc5c639ea2810ece6a92cd61809ab893d2bc5249de7028515d8ef231de9772cbb30cd478cfb1b0721fe972d52280248b0ccfccd33242bd344e6008',
    encodedTxHash: '0x2fd7c3af82738fe58f72f10ec8f7a7d8619a93175ef11bedcaef8a3f9cbc3c3c',
  },
  '1.3.0': {
    safeAddress: '0x7e20fa39426eCbd19A28229c60c6879D1fd9240e',
    shortBytesHash: '0xd321160be956dc57c6a561a4d008364bd6bcc4e7bc8d10223335e887aca29581',
    encodedTx:
      '0x19019e481e5d3f7394cc27e4751287f5f1611cec9c1afeae2a3ab1e7b35424fcff3731de9772cbb30cd478cfb1b0721fe972d52280248b0ccfccd33242bd344e6008',
    encodedTxHash: '0xa3bdcaa0eb14f11aea2f86ddf2835b933e3357b59820d0e63adcf2cd09133e42',
  },
} as const

describe('SafeMessage over raw bytes', () => {
  it.each(['1.4.1', '1.3.0'] as const)(
    'equals the %s handler getMessageHashForSafe(safe, data) on anvil',
    (version) => {
      const { safeAddress, shortBytesHash, encodedTx, encodedTxHash } = onAnvil[version]
      const domain = { chainId, safeAddress, version }
      expect(hashSafeMessageOverBytes({ ...domain, data: '0x1901aa' })).toBe(shortBytesHash)
      expect(hashSafeMessageOverBytes({ ...domain, data: encodedTx })).toBe(encodedTxHash)
      expect(keccak256(encodeSafeMessageOverBytes({ ...domain, data: encodedTx }))).toBe(encodedTxHash)
    },
  )

  it.each(['1.4.1', '1.3.0'] as const)("encodes a SafeTx as the %s Safe's encodeTransactionData", (version) => {
    const domain = { chainId, safeAddress: onAnvil[version].safeAddress, version }
    const encoded = encodeSafeTxData({ ...domain, tx })
    expect(encoded).toBe(onAnvil[version].encodedTx)
    expect(keccak256(encoded)).toBe(hashSafeTx({ ...domain, tx }))
  })

  it('differs from the message over the content hash, which a Safe up to 1.4.1 does not ask about', () => {
    const domain = { chainId, safeAddress: onAnvil['1.4.1'].safeAddress, version: '1.4.1' }
    const safeTxHash = hashSafeTx({ ...domain, tx })
    expect(hashSafeMessage({ ...domain, message: { hash: safeTxHash } })).not.toBe(onAnvil['1.4.1'].encodedTxHash)
  })

  it('gives owners typed data that signs and recovers', async () => {
    const parameters = { chainId, ...onAnvil['1.3.0'], version: '1.3.0', data: onAnvil['1.3.0'].encodedTx }
    const typedData = getSafeMessageOverBytesTypedData(parameters)
    expect(typedData.message.message).toBe(onAnvil['1.3.0'].encodedTx)
    expect(hashTypedData(typedData)).toBe(onAnvil['1.3.0'].encodedTxHash)
    const signature = await owners[1].signTypedData(typedData)
    expect(await recoverTypedDataAddress({ ...typedData, signature })).toBe(owners[1].address)
  })

  it('refuses what is not whole bytes of 0x hex', () => {
    const domain = { chainId, safeAddress: onAnvil['1.4.1'].safeAddress, version: '1.4.1' }
    for (const data of ['0x', '0x123', 'abcd', '0xzz'] as const) {
      expect(() => hashSafeMessageOverBytes({ ...domain, data: data as `0x${string}` })).toThrow(
        InvalidSafeMessageError,
      )
    }
  })
})
