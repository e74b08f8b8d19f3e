import { type Address, encodeAbiParameters, type Hex, keccak256 } from 'viem'
import { toChecksumAddress, toUint256 } from '../validate.js'
import { domainHasChainId } from '../versions/safe-version.js'
import { DOMAIN_SEPARATOR_TYPEHASH, LEGACY_DOMAIN_SEPARATOR_TYPEHASH } from './type-hashes.js'

/** Identifies one Safe on one chain; `version` is the Safe's VERSION() (build suffix such as `+L2` allowed). */
export type SafeDomainParameters = { chainId: number | bigint; safeAddress: Address; version: string }

/** The EIP-712 domain of a Safe: `{ chainId, verifyingContract }` from 1.3.0, `{ verifyingContract }` before. */
export type SafeDomain = { chainId?: number | bigint; verifyingContract: Address }

/** Builds the viem-compatible EIP-712 domain for a Safe. */
export function getSafeDomain({ chainId, safeAddress, version }: SafeDomainParameters): SafeDomain {
  const verifyingContract = toChecksumAddress('safeAddress', safeAddress)
  toUint256('chainId', chainId)
  return domainHasChainId(version) ? { chainId, verifyingContract } : { verifyingContract }
}

/** The Safe's domainSeparator(), computed off-chain. */
export function getSafeDomainSeparator(parameters: SafeDomainParameters): Hex {
  const domain = getSafeDomain(parameters)
  if (domain.chainId === undefined) {
    return keccak256(
      encodeAbiParameters(
        [{ type: 'bytes32' }, { type: 'address' }],
        [LEGACY_DOMAIN_SEPARATOR_TYPEHASH, domain.verifyingContract],
      ),
    )
  }
  return keccak256(
    encodeAbiParameters(
      [{ type: 'bytes32' }, { type: 'uint256' }, { type: 'address' }],
      [DOMAIN_SEPARATOR_TYPEHASH, BigInt(parameters.chainId), domain.verifyingContract],
    ),
  )
}
