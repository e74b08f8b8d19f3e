import type { TransactionInfo } from '@concord/gateway-client'
import type { AmountToken } from '../Amount'

/** What a transaction row shows as its icon: the kind of transaction. */
export type TxKind = 'incoming' | 'outgoing' | 'settings' | 'creation' | 'rejection' | 'batch' | 'contract'

/** The kind of a transaction, the address on its other side, and the token amount it moves (if one). */
export type TxShape = {
  kind: TxKind
  /** The sender of an incoming transfer, the recipient or contract called, the creator; null when none. */
  counterparty: string | null
  moved: { token: AmountToken; value: string; sign: '+' | '−' } | null
}

const NATIVE = '0x0000000000000000000000000000000000000000'

type Native = { symbol: string; decimals: number; logoUri?: string | null }

function transferShape(info: Extract<TransactionInfo, { type: 'Transfer' }>, native: Native): TxShape {
  const incoming = info.direction === 'INCOMING'
  const counterparty = incoming ? info.sender.value : info.recipient.value
  const sign = incoming ? '+' : '−'
  const t = info.transferInfo
  const kind = incoming ? 'incoming' : 'outgoing'
  if (t.type === 'NATIVE_COIN') {
    return { kind, counterparty, moved: { token: { address: NATIVE, ...native }, value: t.value ?? '0', sign } }
  }
  if (t.type === 'ERC721') return { kind, counterparty, moved: null }
  const token = { address: t.tokenAddress, symbol: t.tokenSymbol ?? '', decimals: t.decimals ?? 0, logoUri: t.logoUri }
  return { kind, counterparty, moved: { token, value: t.value, sign } }
}

function customShape(info: Extract<TransactionInfo, { type: 'Custom' }>, native: Native): TxShape {
  if (info.isCancellation) return { kind: 'rejection', counterparty: null, moved: null }
  const batch = info.methodName === 'multiSend'
  const value = info.value && info.value !== '0' ? info.value : null
  const moved = value ? { token: { address: NATIVE, ...native }, value, sign: '−' as const } : null
  return { kind: batch ? 'batch' : 'contract', counterparty: batch ? soleRecipient(info) : info.to.value, moved }
}

/** A batch's counterparty: never the MultiSend contract, but the one recipient of a batch of transfers to one. */
function soleRecipient(info: Extract<TransactionInfo, { type: 'Custom' }>): string | null {
  const recipients = new Set(info.transfers?.map((t) => t.recipient.value.toLowerCase()))
  return recipients.size === 1 ? (info.transfers?.[0]?.recipient.value ?? null) : null
}

/** The kind, counterparty and moved amount of a transaction, from its txInfo. */
export function txShape(info: TransactionInfo, native: Native): TxShape {
  switch (info.type) {
    case 'Transfer':
      return transferShape(info, native)
    case 'Custom':
      return customShape(info, native)
    case 'SettingsChange':
      return { kind: 'settings', counterparty: null, moved: null }
    case 'Creation':
      return { kind: 'creation', counterparty: info.creator.value, moved: null }
    default:
      return { kind: 'contract', counterparty: null, moved: null }
  }
}
