import type { Hex } from 'viem'
import type { DataDecoded, DecodedParameter } from '../decoder/decode-data.js'
import { SETTINGS_METHODS } from '../decoder/known-abis.js'
import type { TransactionInfo } from '../server/schemas/transactions.js'
import { addressInfo } from './address-info.js'
import type { ChainRuntime } from './gateway-context.js'
import type { TokenRow } from './load-tokens.js'

/** The call a multisig or module transaction made. */
export type CallFacts = { safe: string; to: string; value: string; data: string | null; operation: number }

const ZERO = '0x0000000000000000000000000000000000000000'

/** Decodes a call's data (null when empty or unknown). */
export function decodeCall(chain: ChainRuntime, call: CallFacts): DataDecoded | null {
  return call.data === null || call.data === '0x' ? null : chain.decoder.decode(call.data as Hex, call.to)
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

function settingsInfo(chain: ChainRuntime, decoded: DataDecoded) {
  const a = (index: number) => addressInfo(chain, param(decoded, index))
  const n = (index: number) => Number(param(decoded, index))
  switch (decoded.method) {
    case 'setFallbackHandler':
      return { type: 'SET_FALLBACK_HANDLER' as const, handler: a(0) }
    case 'addOwnerWithThreshold':
      return { type: 'ADD_OWNER' as const, owner: a(0), threshold: n(1) }
    case 'removeOwner':
      return { type: 'REMOVE_OWNER' as const, owner: a(1), threshold: n(2) }
    case 'swapOwner':
      return { type: 'SWAP_OWNER' as const, oldOwner: a(1), newOwner: a(2) }
    case 'changeThreshold':
      return { type: 'CHANGE_THRESHOLD' as const, threshold: n(0) }
    case 'changeMasterCopy':
      return { type: 'CHANGE_IMPLEMENTATION' as const, implementation: a(0) }
    case 'enableModule':
      return { type: 'ENABLE_MODULE' as const, module: a(0) }
    case 'disableModule':
      return { type: 'DISABLE_MODULE' as const, module: a(1) }
    case 'setGuard':
      return param(decoded, 0) === ZERO
        ? { type: 'DELETE_GUARD' as const }
        : { type: 'SET_GUARD' as const, guard: a(0) }
    default:
      return null
  }
}

function tokenTransfer(
  chain: ChainRuntime,
  call: CallFacts,
  decoded: DataDecoded,
  token: TokenRow,
): TransactionInfo | null {
  const names = (decoded.parameters ?? []).map((p: DecodedParameter) => p.name)
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
