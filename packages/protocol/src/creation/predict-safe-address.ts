import { type Address, concatHex, encodePacked, getContractAddress, type Hex, keccak256, pad } from 'viem'
import {
  SAFE_PROXY_CREATION_CODE_1_1_1,
  SAFE_PROXY_CREATION_CODE_1_3_0,
  SAFE_PROXY_CREATION_CODE_1_4_1,
  SAFE_PROXY_CREATION_CODE_1_5_0,
} from '../abis/proxy-creation-code.js'
import { UnsupportedSafeVersionError } from '../errors.js'
import { assertHex, toChecksumAddress, toUint256 } from '../validate.js'
import { isKnownSafeVersion, type KnownSafeVersion } from '../versions/version-registry.js'

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
  // 1.2.0 Safes come from the 1.1.1 factory; 1.0.0's factory code is not known to match the canonical one.
  const codes: Partial<Record<KnownSafeVersion, Hex>> = {
    '1.1.1': SAFE_PROXY_CREATION_CODE_1_1_1,
    '1.2.0': SAFE_PROXY_CREATION_CODE_1_1_1,
    '1.3.0': SAFE_PROXY_CREATION_CODE_1_3_0,
    '1.4.1': SAFE_PROXY_CREATION_CODE_1_4_1,
    '1.5.0': SAFE_PROXY_CREATION_CODE_1_5_0,
  }
  const plain = version.replace(/\+L2$/, '')
  const code = isKnownSafeVersion(plain) ? codes[plain] : undefined
  if (code === undefined)
    throw new UnsupportedSafeVersionError(version, 'a version from 1.1.1 to 1.5.0 to predict a Safe address')
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
