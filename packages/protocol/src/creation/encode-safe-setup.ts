import { type Address, encodeFunctionData, type Hex, zeroAddress } from 'viem'
import { safeAbi } from '../abis/safe.js'
import { InvalidSafeSetupError } from '../errors.js'
import { SENTINEL } from '../owners/linked-list.js'
import { assertHex, toChecksumAddress, toUint256 } from '../validate.js'

/** Arguments of Safe.setup; everything but owners, threshold and fallbackHandler defaults to "none". */
export type SafeSetupParameters = {
  owners: readonly Address[]
  threshold: number | bigint
  fallbackHandler: Address
  to?: Address | undefined
  data?: Hex | undefined
  paymentToken?: Address | undefined
  payment?: bigint | undefined
  paymentReceiver?: Address | undefined
}

/**
 * The Safe.setup calldata used as a proxy initializer (identical ABI in 1.3.0 and 1.4.1). Rejects up front what the
 * contract would revert on, so users get a reason instead of a failed deployment.
 */
export function encodeSafeSetup(parameters: SafeSetupParameters): Hex {
  const owners = parameters.owners.map((owner, i) => toChecksumAddress(`owners[${i}]`, owner))
  if (owners.length === 0) throw new InvalidSafeSetupError('A Safe needs at least one owner.')
  const seen = new Set<string>()
  for (const owner of owners) {
    // The contract reverts with GS203 on either.
    if (owner === zeroAddress || owner === SENTINEL) {
      throw new InvalidSafeSetupError(`${owner} cannot be a Safe owner; use a real account address.`)
    }
    if (seen.has(owner)) throw new InvalidSafeSetupError(`Owner ${owner} is listed twice; remove the duplicate.`)
    seen.add(owner)
  }
  const threshold = BigInt(parameters.threshold)
  if (threshold < 1n || threshold > BigInt(owners.length)) {
    throw new InvalidSafeSetupError(
      `Threshold must be between 1 and the number of owners (${owners.length}), got ${threshold}.`,
    )
  }
  return encodeFunctionData({
    abi: safeAbi,
    functionName: 'setup',
    args: [
      owners,
      threshold,
      parameters.to === undefined ? zeroAddress : toChecksumAddress('to', parameters.to),
      parameters.data === undefined ? '0x' : assertHex('data', parameters.data),
      toChecksumAddress('fallbackHandler', parameters.fallbackHandler),
      parameters.paymentToken === undefined ? zeroAddress : toChecksumAddress('paymentToken', parameters.paymentToken),
      toUint256('payment', parameters.payment ?? 0n),
      parameters.paymentReceiver === undefined
        ? zeroAddress
        : toChecksumAddress('paymentReceiver', parameters.paymentReceiver),
    ],
  })
}
