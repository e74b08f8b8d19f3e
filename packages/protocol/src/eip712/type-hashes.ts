// The hashes are written out, not computed at load: a page that loads this package (a transaction's details, the
// review) paid four cold Keccak runs in the task that evaluated its modules. test/type-hashes.test.ts recomputes them.

/** keccak256("EIP712Domain(uint256 chainId,address verifyingContract)"): the Safe ≥1.3.0 domain. */
export const DOMAIN_SEPARATOR_TYPEHASH = '0x47e79534a245952e8b16893a336b85a3d9ea9fa8c573f3d803afb92a79469218'

/** keccak256("EIP712Domain(address verifyingContract)"): the Safe 1.0.0–1.2.0 domain (no chainId). */
export const LEGACY_DOMAIN_SEPARATOR_TYPEHASH = '0x035aff83d86937d35b32e04f0ddc6ff469290eef2f1b692d8a815c89404d4749'

/** keccak256 of the SafeTx type string (Safe ≥1.0.0, `baseGas` field). */
export const SAFE_TX_TYPEHASH = '0xbb8310d486368db6bd6f849402fdd73ad53d316b5a4b2644ad6efe0f941286d8'

/** keccak256("SafeMessage(bytes message)"), used by CompatibilityFallbackHandler.getMessageHashForSafe. */
export const SAFE_MSG_TYPEHASH = '0x60b3cbf8b4a223d68d641b3b6ddf9a298e7f33710cf3d3a9d1146b5a6150fbca'
