import { type Address, concatHex, encodePacked, getContractAddress, type Hex, keccak256, pad } from 'viem'
import { proxyCreationCodes } from '../abis/proxy-creation-code.js'
import { UnsupportedSafeVersionError } from '../errors.js'
import { assertHex, toChecksumAddress, toUint256 } from '../validate.js'
import { isKnownSafeVersion, type KnownSafeVersion, SAFE_VERSION_FACTS } from '../versions/version-registry.js'

/** Where SafeProxyFactory.createProxyWithNonce will deploy, and with what. */
export type PredictSafeAddressParameters = {
  factory: Address
  singleton: Address
  initializer: Hex
  saltNonce: bigint | number | string
  version: string
}

/** The SafeProxy creation code the version's canonical factory deploys (type(SafeProxy).creationCode). */
export function proxyCreationCode(version: string): Hex {
  const plain = version.replace(/\+L2$/, '')
  const known = isKnownSafeVersion(plain) ? plain : undefined
  // A version without a factory of its own (1.2.0) uses the one it borrows; 1.0.0's code is not known to be canonical.
  const factoryVersion: KnownSafeVersion | undefined =
    known && ((SAFE_VERSION_FACTS[known].borrows as { SafeProxyFactory?: KnownSafeVersion }).SafeProxyFactory ?? known)
  const code = factoryVersion && (proxyCreationCodes as Partial<Record<KnownSafeVersion, Hex>>)[factoryVersion]
  if (code === undefined) {
    const supported = Object.keys(proxyCreationCodes).join(', ')
    throw new UnsupportedSafeVersionError(
      version,
      `one whose factory Concord knows to predict a Safe address (${supported})`,
    )
  }
  return code
}

/**
 * The address createProxyWithNonce(singleton, initializer, saltNonce) yields: CREATE2 from the factory with salt
 * keccak256(keccak256(initializer) ‖ saltNonce) and init code creationCode ‖ uint256(singleton).
 */
export function predictSafeAddress(parameters: PredictSafeAddressParameters): Address {
  const initializer = assertHex('initializer', parameters.initializer)
  const singleton = toChecksumAddress('singleton', parameters.singleton)
  const salt = keccak256(
    encodePacked(['bytes32', 'uint256'], [keccak256(initializer), toUint256('saltNonce', parameters.saltNonce)]),
  )
  return getContractAddress({
    opcode: 'CREATE2',
    from: toChecksumAddress('factory', parameters.factory),
    salt,
    bytecode: concatHex([proxyCreationCode(parameters.version), pad(singleton, { size: 32 })]),
  })
}
