import { hashTypedData, zeroAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { verifyTxHashes } from '../src/features/transactions/details/verifyTxHashes'
import { SAFE, transferDetails } from './fixtures'

// The safeTxHash computed here straight from EIP-712 with viem, independent of @concord/protocol.
const expected = hashTypedData({
  domain: { chainId: 31337, verifyingContract: SAFE },
  types: {
    SafeTx: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'data', type: 'bytes' },
      { name: 'operation', type: 'uint8' },
      { name: 'safeTxGas', type: 'uint256' },
      { name: 'baseGas', type: 'uint256' },
      { name: 'gasPrice', type: 'uint256' },
      { name: 'gasToken', type: 'address' },
      { name: 'refundReceiver', type: 'address' },
      { name: 'nonce', type: 'uint256' },
    ],
  },
  primaryType: 'SafeTx',
  message: {
    to: '0x2222222222222222222222222222222222222222',
    value: 10n ** 18n,
    data: '0x',
    operation: 0,
    safeTxGas: 0n,
    baseGas: 0n,
    gasPrice: 0n,
    gasToken: zeroAddress,
    refundReceiver: zeroAddress,
    nonce: 7n,
  },
})

describe('hashes recomputed in the browser', () => {
  test('an honest gateway: all three hashes computed, safeTxHash matches', () => {
    const check = verifyTxHashes(transferDetails(expected), '31337', '1.4.1')
    expect(check).toMatchObject({ kind: 'checked', safeTxHash: expected, matches: true })
    if (check.kind !== 'checked') throw new Error('unreachable')
    expect(check.domainHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(check.messageHash).toMatch(/^0x[0-9a-f]{64}$/)
  })

  test('a gateway whose hash does not fit the fields it sent is caught', () => {
    const tampered = transferDetails(expected)
    if (tampered.txData) tampered.txData.value = '2000000000000000000'
    expect(verifyTxHashes(tampered, '31337', '1.4.1')).toMatchObject({ kind: 'checked', matches: false })
  })

  test('the chain is part of the domain: the same fields on another chain do not match', () => {
    expect(verifyTxHashes(transferDetails(expected), '1', '1.4.1')).toMatchObject({ matches: false })
  })

  test('without the Safe version the domain is unknown and nothing is claimed', () => {
    expect(verifyTxHashes(transferDetails(expected), '31337', null)).toMatchObject({ kind: 'unverifiable' })
  })
})
