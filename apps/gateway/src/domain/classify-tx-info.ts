import type {
  Address,
  AddressInfo,
  DataDecoded,
  Hex,
  Parameter,
  SettingsInfo,
  TransactionInfo,
} from '@concord/gateway-schema'
import { isAddress } from 'viem'
import { SETTINGS_METHODS } from '../decoder/known-abis.js'
import { addressInfo } from './address-info.js'
import type { ChainRuntime } from './gateway-context.js'
import type { TokenRow } from './load-tokens.js'

/** The call a multisig or module transaction made. */
export type CallFacts = { safe: Address; to: Address; value: string; data: Hex | null; operation: number }

const ZERO: Address = '0x0000000000000000000000000000000000000000'

/** Decodes a call's data (null when empty or unknown). */
export function decodeCall(chain: ChainRuntime, call: CallFacts): DataDecoded | null {
  return call.data === null || call.data === '0x' ? null : chain.decoder.decode(call.data, call.to)
}

/** Classifies a call into its txInfo (gateway-api.md §4.3, same order of rules). */
export function classifyTxInfo(
  chain: ChainRuntime,
  call: CallFacts,
  tokens: ReadonlyMap<string, TokenRow>,
  options: { isMultisig: boolean; gasFieldsEmpty?: boolean },
): TransactionInfo {
  const dataSize = call.data === null ? 0 : (call.data.length - 2) / 2
  const value = BigInt(call.value)
  const decoded = decodeCall(chain, call)
  const custom = (): TransactionInfo => {
    const info: TransactionInfo = {
      type: 'Custom',
      humanDescription: null,
      to: addressInfo(chain, call.to),
      dataSize: String(dataSize),
      value: call.value,
      methodName: decoded?.method ?? null,
      isCancellation:
        options.isMultisig &&
        call.to === call.safe &&
        dataSize === 0 &&
        value === 0n &&
        call.operation === 0 &&
        options.gasFieldsEmpty !== false,
    }
    const batch = decoded?.method === 'multiSend' ? decoded.parameters?.[0]?.valueDecoded : undefined
    if (Array.isArray(batch)) info.actionCount = batch.length
    return info
  }
  if ((value > 0n && dataSize > 0) || call.operation !== 0) return custom()
  if (value > 0n && dataSize === 0) {
    return {
      type: 'Transfer',
      humanDescription: null,
      sender: addressInfo(chain, call.safe),
      recipient: addressInfo(chain, call.to),
      direction: 'OUTGOING',
      transferInfo: { type: 'NATIVE_COIN', value: call.value },
    }
  }
  if (decoded !== null && call.to === call.safe && SETTINGS_METHODS.has(decoded.method)) {
    return {
      type: 'SettingsChange',
      humanDescription: null,
      dataDecoded: decoded,
      settingsInfo: settingsInfo(chain, decoded),
    }
  }
  const token = tokens.get(call.to)
  if (decoded !== null && token !== undefined) {
    const transfer = tokenTransfer(chain, call, decoded, token)
    if (transfer !== null) return transfer
  }
  return custom()
}

function param(decoded: DataDecoded, index: number): string {
  const value = decoded.parameters?.[index]?.value
  return typeof value === 'string' ? value : ''
}

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
function settingsInfo(chain: ChainRuntime, decoded: DataDecoded): SettingsInfo | null {
  const build = SETTINGS_INFO[decoded.method]
  if (build === undefined) return null
  let addressesValid = true
  const info = build({
    address(index) {
      const value = param(decoded, index)
      if (isAddress(value, { strict: false })) return addressInfo(chain, value)
      addressesValid = false
      return addressInfo(chain, ZERO)
    },
    number: (index) => Number(param(decoded, index)),
    text: (index) => param(decoded, index),
  })
  // A config ABI registered for the Safe's own address may decode a settings selector with other types: no meaning then.
  return addressesValid ? info : null
}

function tokenTransfer(
  chain: ChainRuntime,
  call: CallFacts,
  decoded: DataDecoded,
  token: TokenRow,
): TransactionInfo | null {
  const names = (decoded.parameters ?? []).map((p: Parameter) => p.name)
  let sender: string
  let recipient: string
  let amount: string
  if (decoded.method === 'transfer' && names.length === 2) {
    sender = call.safe
    recipient = param(decoded, 0)
    amount = param(decoded, 1)
  } else if (decoded.method === 'transferFrom' || decoded.method === 'safeTransferFrom') {
    sender = param(decoded, 0)
    recipient = param(decoded, 1)
    amount = param(decoded, 2)
    if (sender !== call.safe && recipient !== call.safe) return null
  } else return null
  // Only an ABI with addresses in these places describes a token transfer.
  if (!isAddress(sender, { strict: false }) || !isAddress(recipient, { strict: false })) return null
  const direction = sender === call.safe ? 'OUTGOING' : recipient === call.safe ? 'INCOMING' : 'UNKNOWN'
  const common = {
    tokenAddress: token.address,
    tokenName: token.name,
    tokenSymbol: token.symbol,
    logoUri: token.logoUri || null,
  }
  return {
    type: 'Transfer',
    humanDescription: null,
    sender: addressInfo(chain, sender),
    recipient: addressInfo(chain, recipient),
    direction,
    transferInfo:
      token.type === 'ERC721'
        ? { type: 'ERC721', ...common, tokenId: amount, trusted: null }
        : { type: 'ERC20', ...common, value: amount, decimals: token.decimals, trusted: null, imitation: false },
  }
}
