import { keccak256, toBytes } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  DOMAIN_SEPARATOR_TYPEHASH,
  LEGACY_DOMAIN_SEPARATOR_TYPEHASH,
  SAFE_MSG_TYPEHASH,
  SAFE_TX_TYPEHASH,
} from '../src/eip712/type-hashes.ts'

const hashOf = (typeString: string) => keccak256(toBytes(typeString))

describe('the EIP-712 type hashes written out in the package', () => {
  it('are the Keccak hashes of the type strings the Safe contracts use', () => {
    expect(DOMAIN_SEPARATOR_TYPEHASH).toBe(hashOf('EIP712Domain(uint256 chainId,address verifyingContract)'))
    expect(LEGACY_DOMAIN_SEPARATOR_TYPEHASH).toBe(hashOf('EIP712Domain(address verifyingContract)'))
    expect(SAFE_TX_TYPEHASH).toBe(
      hashOf(
        'SafeTx(address to,uint256 value,bytes data,uint8 operation,uint256 safeTxGas,uint256 baseGas,uint256 gasPrice,address gasToken,address refundReceiver,uint256 nonce)',
      ),
    )
    expect(SAFE_MSG_TYPEHASH).toBe(hashOf('SafeMessage(bytes message)'))
  })
})
