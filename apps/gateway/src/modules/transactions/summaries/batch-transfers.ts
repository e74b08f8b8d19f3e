import type { Address, BatchTransfer, InternalTransaction } from '@concord/gateway-schema'
import type { ChainRuntime, TokenRow } from '../../../context/gateway-context.js'
import { addressInfo } from '../../../wire/address-info.js'
import { tokenTransfer } from './token-transfer.js'

/** One call of a batch as a transfer out of `safe` (native coin, or a known token's transfer), else null. */
function transferOf(
  chain: ChainRuntime,
  safe: Address,
  call: InternalTransaction,
  tokens: ReadonlyMap<string, TokenRow>,
): BatchTransfer | null {
  if (call.operation !== 0) return null
  const value = BigInt(call.value)
  if (call.data === null || call.data === '0x') {
    return value > 0n
      ? { recipient: addressInfo(chain, call.to), transferInfo: { type: 'NATIVE_COIN', value: call.value } }
      : null
  }
  const token = tokens.get(call.to)
  if (value > 0n || token === undefined || !call.dataDecoded) return null
  const info = tokenTransfer(chain, { safe, ...call }, call.dataDecoded, token)
  if (info?.type !== 'Transfer' || info.direction !== 'OUTGOING') return null
  return { recipient: info.recipient, transferInfo: info.transferInfo }
}

/**
 * The transfers of a MultiSend batch whose every call sends native coin or a known token out of the Safe, in order;
 * undefined when any call does something else, so only a batch that is wholly transfers is titled by them.
 */
export function batchTransfers(
  chain: ChainRuntime,
  safe: Address,
  batch: readonly InternalTransaction[],
  tokens: ReadonlyMap<string, TokenRow>,
): BatchTransfer[] | undefined {
  const transfers = batch.map((call) => transferOf(chain, safe, call, tokens))
  if (transfers.length === 0 || transfers.some((t) => t === null)) return undefined
  return transfers as BatchTransfer[]
}
