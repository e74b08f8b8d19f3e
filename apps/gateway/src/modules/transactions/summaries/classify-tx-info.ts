import type { DataDecoded, InternalTransaction, TransactionInfo } from '@concord/gateway-schema'
import { safeSettingsMethods } from '@concord/protocol'
import type { ChainRuntime, TokenRow } from '../../../context/gateway-context.js'
import { addressInfo } from '../../../wire/address-info.js'
import { type CallFacts, decodeCall } from '../details/decode-call.js'
import { batchSendDescription } from './batch-recipients.js'
import { batchTransfers } from './batch-transfers.js'
import { settingsInfo } from './settings-info.js'
import { tokenTransfer } from './token-transfer.js'

/** How a call is classified: a multisig call may be a rejection, when its gas fields say so too. */
type ClassifyOptions = { isMultisig: boolean; gasFieldsEmpty?: boolean }

const dataSizeOf = (call: CallFacts) => (call.data === null ? 0 : (call.data.length - 2) / 2)

/**
 * A contract interaction: a MultiSend batch counts its calls (and of transfers lists them, and says so when they go
 * to several recipients); an empty CALL to the Safe itself is a rejection.
 */
function customInfo(
  chain: ChainRuntime,
  call: CallFacts,
  decoded: DataDecoded | null,
  tokens: ReadonlyMap<string, TokenRow>,
  options: ClassifyOptions,
): TransactionInfo {
  const dataSize = dataSizeOf(call)
  const emptySelfCall = call.to === call.safe && dataSize === 0 && BigInt(call.value) === 0n && call.operation === 0
  const batch = decoded?.method === 'multiSend' ? decoded.parameters?.[0]?.valueDecoded : undefined
  const transfers = Array.isArray(batch) ? batchTransfers(chain, call.safe, batch, tokens) : undefined
  return {
    type: 'Custom',
    humanDescription: Array.isArray(batch) ? batchSendDescription(batch as InternalTransaction[]) : null,
    to: addressInfo(chain, call.to),
    dataSize: String(dataSize),
    value: call.value,
    methodName: decoded?.method ?? null,
    ...(Array.isArray(batch) ? { actionCount: batch.length } : {}),
    ...(transfers ? { transfers } : {}),
    isCancellation: options.isMultisig && emptySelfCall && options.gasFieldsEmpty !== false,
  }
}

/** Classifies a call into its txInfo (gateway-api.md §4.3, same order of rules). */
export function classifyTxInfo(
  chain: ChainRuntime,
  call: CallFacts,
  tokens: ReadonlyMap<string, TokenRow>,
  options: ClassifyOptions,
): TransactionInfo {
  const hasData = dataSizeOf(call) > 0
  const value = BigInt(call.value)
  const decoded = decodeCall(chain, call)
  if ((value > 0n && hasData) || call.operation !== 0) return customInfo(chain, call, decoded, tokens, options)
  if (value > 0n) {
    const transferInfo = { type: 'NATIVE_COIN' as const, value: call.value }
    const [sender, recipient] = [addressInfo(chain, call.safe), addressInfo(chain, call.to)]
    return { type: 'Transfer', humanDescription: null, sender, recipient, direction: 'OUTGOING', transferInfo }
  }
  if (decoded !== null && call.to === call.safe && safeSettingsMethods.has(decoded.method)) {
    return {
      type: 'SettingsChange',
      humanDescription: null,
      dataDecoded: decoded,
      settingsInfo: settingsInfo(chain, decoded),
    }
  }
  const token = tokens.get(call.to)
  const transfer = decoded === null || token === undefined ? null : tokenTransfer(chain, call, decoded, token)
  return transfer ?? customInfo(chain, call, decoded, tokens, options)
}
