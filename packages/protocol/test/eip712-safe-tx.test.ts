import {
  concat,
  encodeAbiParameters,
  getAddress,
  hashTypedData,
  keccak256,
  recoverTypedDataAddress,
  toBytes,
  zeroAddress,
} from 'viem'
import { describe, expect, it } from 'vitest'
import {
  buildSafeTransactionData,
  DOMAIN_SEPARATOR_TYPEHASH,
  getSafeDomainSeparator,
  getSafeTxTypedData,
  hashSafeTx,
  hashSafeTxMessage,
  InvalidAddressError,
  InvalidSafeTransactionError,
  LEGACY_DOMAIN_SEPARATOR_TYPEHASH,
  SAFE_MSG_TYPEHASH,
  SAFE_TX_TYPEHASH,
  UnsupportedSafeVersionError,
} from '../src/index.js'
import { chainId, owners, safeAddress } from './fixtures.js'

const tx = buildSafeTransactionData({
  to: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  value: '1000000000000000000',
  data: '0xa9059cbb000000000000000000000000f39fd6e51aad88f6f4ce6ab8827279cfffb922660000000000000000000000000000000000000000000000000000000000000064',
  operation: 0,
  safeTxGas: 21000n,
  baseGas: 5,
  gasPrice: '0x7',
  gasToken: '0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0',
  refundReceiver: null,
  nonce: 42,
})

describe('type hashes', () => {
  it('equal the reference values the Safe contracts hard-code', () => {
    expect(DOMAIN_SEPARATOR_TYPEHASH).toBe('0x47e79534a245952e8b16893a336b85a3d9ea9fa8c573f3d803afb92a79469218')
    expect(LEGACY_DOMAIN_SEPARATOR_TYPEHASH).toBe('0x035aff83d86937d35b32e04f0ddc6ff469290eef2f1b692d8a815c89404d4749')
    expect(SAFE_TX_TYPEHASH).toBe('0xbb8310d486368db6bd6f849402fdd73ad53d316b5a4b2644ad6efe0f941286d8')
    expect(SAFE_MSG_TYPEHASH).toBe('0x60b3cbf8b4a223d68d641b3b6ddf9a298e7f33710cf3d3a9d1146b5a6150fbca')
  })
})

describe('safeTxHash', () => {
  it('equals viem hashTypedData over an independently written SafeTx definition', () => {
    const expected = hashTypedData({
      domain: { chainId, verifyingContract: safeAddress },
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
      message: { ...tx },
    })
    expect(hashSafeTx({ chainId, safeAddress, version: '1.4.1', tx })).toBe(expected)
    expect(hashSafeTx({ chainId, safeAddress, version: '1.3.0+L2', tx })).toBe(expected)
  })

  it('equals keccak256(0x1901 ‖ domainSeparator ‖ structHash) computed by hand', () => {
    const domainSeparator = keccak256(
      encodeAbiParameters(
        [{ type: 'bytes32' }, { type: 'uint256' }, { type: 'address' }],
        [keccak256(toBytes('EIP712Domain(uint256 chainId,address verifyingContract)')), BigInt(chainId), safeAddress],
      ),
    )
    expect(getSafeDomainSeparator({ chainId, safeAddress, version: '1.3.0' })).toBe(domainSeparator)
    const structHash = hashSafeTxMessage({ tx })
    expect(hashSafeTx({ chainId, safeAddress, version: '1.3.0', tx })).toBe(
      keccak256(concat(['0x1901', domainSeparator, structHash])),
    )
  })

  it('changes with every field, the chain and the Safe', () => {
    const base = hashSafeTx({ chainId, safeAddress, version: '1.4.1', tx })
    const variants = [
      { ...tx, nonce: 43n },
      { ...tx, value: 0n },
      { ...tx, data: '0x' as const },
      { ...tx, operation: 1 as const },
      { ...tx, refundReceiver: owners[0].address },
    ]
    for (const v of variants) expect(hashSafeTx({ chainId, safeAddress, version: '1.4.1', tx: v })).not.toBe(base)
    expect(hashSafeTx({ chainId: 1, safeAddress, version: '1.4.1', tx })).not.toBe(base)
    expect(hashSafeTx({ chainId, safeAddress: owners[0].address, version: '1.4.1', tx })).not.toBe(base)
  })

  it('uses the chainless domain before 1.3.0 and refuses pre-1.0.0 Safes', () => {
    const legacy = getSafeDomainSeparator({ chainId, safeAddress, version: '1.1.1' })
    expect(legacy).toBe(
      keccak256(
        encodeAbiParameters(
          [{ type: 'bytes32' }, { type: 'address' }],
          [LEGACY_DOMAIN_SEPARATOR_TYPEHASH, safeAddress],
        ),
      ),
    )
    expect(getSafeTxTypedData({ chainId, safeAddress, version: '1.2.0', tx }).domain).toEqual({
      verifyingContract: safeAddress,
    })
    expect(() => hashSafeTx({ chainId, safeAddress, version: '0.1.0', tx })).toThrow(UnsupportedSafeVersionError)
  })

  it('typed data signed by an owner recovers to that owner', async () => {
    const typedData = getSafeTxTypedData({ chainId, safeAddress, version: '1.4.1', tx })
    const signature = await owners[1].signTypedData(typedData)
    expect(await recoverTypedDataAddress({ ...typedData, signature })).toBe(owners[1].address)
  })
})

describe('buildSafeTransactionData', () => {
  it('fills defaults the way the gateway wire means them', () => {
    expect(buildSafeTransactionData({ to: owners[0].address.toLowerCase(), nonce: '3' })).toEqual({
      to: owners[0].address,
      value: 0n,
      data: '0x',
      operation: 0,
      safeTxGas: 0n,
      baseGas: 0n,
      gasPrice: 0n,
      gasToken: zeroAddress,
      refundReceiver: zeroAddress,
      nonce: 3n,
    })
    expect(tx.gasToken).toBe(getAddress('0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0'))
    expect(tx.gasPrice).toBe(7n)
  })

  it('rejects values the contract cannot take', () => {
    const to = owners[0].address
    expect(() => buildSafeTransactionData({ to, nonce: 0, value: -1n })).toThrow(InvalidSafeTransactionError)
    expect(() => buildSafeTransactionData({ to, nonce: 0, value: 2n ** 256n })).toThrow(InvalidSafeTransactionError)
    expect(() => buildSafeTransactionData({ to, nonce: '1.5' })).toThrow(InvalidSafeTransactionError)
    expect(() => buildSafeTransactionData({ to, nonce: 0, operation: 2 })).toThrow(/operation must be 0/)
    expect(() => buildSafeTransactionData({ to: '0x1234', nonce: 0 })).toThrow(InvalidAddressError)
    expect(() => buildSafeTransactionData({ to, nonce: 0, data: '0xabc' })).toThrow(/even number of digits/)
  })
})
