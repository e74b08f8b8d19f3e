import type { TransactionInfo, TransactionSummary } from '@concord/gateway-client'

/** What a history row is, for its icon, the kind filter and the CSV. */
export type HistoryRowKind = 'incoming' | 'outgoing' | 'settings' | 'module' | 'creation' | 'rejection' | 'contract'

/** A token a row moves: the native coin has the zero address. */
export type RowToken = { address: string; symbol: string; decimals: number }

/** The facts of one history row: kind, direction in words, the other party, and what it moved. */
export type HistoryRowFacts = {
  kind: HistoryRowKind
  direction: 'Received' | 'Sent' | 'Settings' | 'Module' | 'Created' | 'Self'
  /** The address on the other side: sender of an incoming transfer, recipient or contract called, the creator. */
  counterparty: string | null
  token: RowToken | null
  /** Base units of `token` (an NFT: its id is `tokenId` and the amount is 1). */
  amount: string | null
  tokenId: string | null
}

const NATIVE = '0x0000000000000000000000000000000000000000'
type Native = { symbol: string; decimals: number }
type Moved = Pick<HistoryRowFacts, 'token' | 'amount' | 'tokenId'>
const NOTHING: Moved = { token: null, amount: null, tokenId: null }

/** The token and amount a transfer moves. */
function movedBy(info: Extract<TransactionInfo, { type: 'Transfer' }>, native: Native): Moved {
  const t = info.transferInfo
  if (t.type === 'NATIVE_COIN') return { token: { address: NATIVE, ...native }, amount: t.value ?? '0', tokenId: null }
  const token = {
    address: t.tokenAddress,
    symbol: t.tokenSymbol ?? '',
    decimals: t.type === 'ERC20' ? (t.decimals ?? 0) : 0,
  }
  return t.type === 'ERC20' ? { token, amount: t.value, tokenId: null } : { token, amount: '1', tokenId: t.tokenId }
}

/** Facts of a transaction by what its txInfo says. */
function factsOfInfo(
  info: TransactionInfo,
  safe: string,
  native: Native,
): Omit<HistoryRowFacts, 'kind'> & { kind: HistoryRowKind } {
  switch (info.type) {
    case 'Transfer': {
      const incoming = info.direction === 'INCOMING'
      const counterparty = incoming ? info.sender.value : info.recipient.value
      return {
        kind: incoming ? 'incoming' : 'outgoing',
        direction: incoming ? 'Received' : 'Sent',
        counterparty,
        ...movedBy(info, native),
      }
    }
    case 'SettingsChange':
      return { kind: 'settings', direction: 'Settings', counterparty: safe, ...NOTHING }
    case 'Creation':
      return { kind: 'creation', direction: 'Created', counterparty: info.creator.value, ...NOTHING }
    case 'Custom': {
      const value = info.value && info.value !== '0' ? info.value : null
      const moved = value ? { token: { address: NATIVE, ...native }, amount: value, tokenId: null } : NOTHING
      if (info.isCancellation) return { kind: 'rejection', direction: 'Self', counterparty: safe, ...NOTHING }
      return { kind: 'contract', direction: 'Sent', counterparty: info.to.value, ...moved }
    }
    default:
      return { kind: 'contract', direction: 'Sent', counterparty: null, ...NOTHING }
  }
}

/** Kind, direction, counterparty and amount of one history row; module executions are of kind "module". */
export function historyRowFacts(tx: TransactionSummary, safe: string, native: Native): HistoryRowFacts {
  const facts = factsOfInfo(tx.txInfo, safe, native)
  if (tx.executionInfo?.type !== 'MODULE') return facts
  return { ...facts, kind: 'module', direction: 'Module' }
}
