import type { Address, AddressInfo, DataDecoded, SettingsInfo } from '@concord/gateway-schema'
import { isAddress } from 'viem'
import type { ChainRuntime } from '../../../context/gateway-context.js'
import { addressInfo } from '../../../wire/address-info.js'
import { decodedParam } from '../details/decode-call.js'

const ZERO: Address = '0x0000000000000000000000000000000000000000'

/** Reads a decoded call's parameters by position: as an address (with the name the chain knows), a number or text. */
type ParamReader = { address(index: number): AddressInfo; number(index: number): number; text(index: number): string }

const SETTINGS_INFO: Record<string, (read: ParamReader) => SettingsInfo> = {
  setFallbackHandler: (read) => ({ type: 'SET_FALLBACK_HANDLER', handler: read.address(0) }),
  addOwnerWithThreshold: (read) => ({ type: 'ADD_OWNER', owner: read.address(0), threshold: read.number(1) }),
  removeOwner: (read) => ({ type: 'REMOVE_OWNER', owner: read.address(1), threshold: read.number(2) }),
  swapOwner: (read) => ({ type: 'SWAP_OWNER', oldOwner: read.address(1), newOwner: read.address(2) }),
  changeThreshold: (read) => ({ type: 'CHANGE_THRESHOLD', threshold: read.number(0) }),
  changeMasterCopy: (read) => ({ type: 'CHANGE_IMPLEMENTATION', implementation: read.address(0) }),
  enableModule: (read) => ({ type: 'ENABLE_MODULE', module: read.address(0) }),
  disableModule: (read) => ({ type: 'DISABLE_MODULE', module: read.address(1) }),
  setGuard: (read) =>
    read.text(0) === ZERO ? { type: 'DELETE_GUARD' } : { type: 'SET_GUARD', guard: read.address(0) },
}

/** The settings change a decoded call to the Safe itself makes, or null when its method is no settings method. */
export function settingsInfo(chain: ChainRuntime, decoded: DataDecoded): SettingsInfo | null {
  const build = SETTINGS_INFO[decoded.method]
  if (build === undefined) return null
  let addressesValid = true
  const info = build({
    address(index) {
      const value = decodedParam(decoded, index)
      if (isAddress(value, { strict: false })) return addressInfo(chain, value)
      addressesValid = false
      return addressInfo(chain, ZERO)
    },
    number: (index) => Number(decodedParam(decoded, index)),
    text: (index) => decodedParam(decoded, index),
  })
  // A config ABI registered for the Safe's own address may decode a settings selector with other types: no meaning then.
  return addressesValid ? info : null
}
