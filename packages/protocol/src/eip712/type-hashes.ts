import { keccak256, toBytes } from 'viem'

/** keccak256("EIP712Domain(uint256 chainId,address verifyingContract)"): the Safe ≥1.3.0 domain. */
export const DOMAIN_SEPARATOR_TYPEHASH = keccak256(toBytes('EIP712Domain(uint256 chainId,address verifyingContract)'))

/** keccak256("EIP712Domain(address verifyingContract)"): the Safe 1.0.0–1.2.0 domain (no chainId). */
export const LEGACY_DOMAIN_SEPARATOR_TYPEHASH = keccak256(toBytes('EIP712Domain(address verifyingContract)'))

/** keccak256 of the SafeTx type string (Safe ≥1.0.0, `baseGas` field). */
export const SAFE_TX_TYPEHASH = keccak256(
  toBytes(
    'SafeTx(address to,uint256 value,bytes data,uint8 operation,uint256 safeTxGas,uint256 baseGas,uint256 gasPrice,address gasToken,address refundReceiver,uint256 nonce)',
  ),
)

/** keccak256("SafeMessage(bytes message)"), used by CompatibilityFallbackHandler.getMessageHashForSafe. */
export const SAFE_MSG_TYPEHASH = keccak256(toBytes('SafeMessage(bytes message)'))
