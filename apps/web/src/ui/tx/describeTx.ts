import type { TransactionInfo, TransactionStatus, TransactionSummary } from '@concord/gateway-client'
import { formatTokenAmount } from '../formatAmounts'
import type { StatusTone } from '../StatusPill'
import { type PendingNeeds, pendingNeeds } from './pendingNeeds'
import { type SentPart, sendTitle } from './sendTitle'

const SETTINGS_TEXT: Record<string, string> = {
  SET_FALLBACK_HANDLER: 'Set fallback handler',
  ADD_OWNER: 'Add owner',
  REMOVE_OWNER: 'Remove owner',
  SWAP_OWNER: 'Replace owner',
  CHANGE_THRESHOLD: 'Change threshold',
  CHANGE_IMPLEMENTATION: 'Change implementation',
  CHANGE_MASTER_COPY: 'Change implementation',
  ENABLE_MODULE: 'Enable module',
  DISABLE_MODULE: 'Disable module',
  SET_GUARD: 'Set guard',
  DELETE_GUARD: 'Remove guard',
}

const STATUS_TEXT: Record<TransactionStatus, string> = {
  AWAITING_CONFIRMATIONS: 'Needs confirmations',
  AWAITING_EXECUTION: 'Needs execution',
  CANCELLED: 'Cancelled',
  FAILED: 'Failed',
  SUCCESS: 'Success',
}

const STATUS_TONE: Record<TransactionStatus, StatusTone> = {
  AWAITING_CONFIRMATIONS: 'info',
  AWAITING_EXECUTION: 'info',
  CANCELLED: 'danger',
  FAILED: 'danger',
  SUCCESS: 'ok',
}

/** The pill tone of a status: green done, red failed or cancelled, blue waiting. */
export function statusTone(status: TransactionStatus): StatusTone {
  return STATUS_TONE[status] ?? 'neutral'
}

/** The pill tone of what a pending transaction needs: what the wallet must do stands out, waiting on others does not. */
export function needsTone(kind: PendingNeeds['kind']): StatusTone {
  return kind === 'confirmations' ? 'info' : 'warning'
}

/** A status in words. */
export function statusText(status: TransactionStatus): string {
  return STATUS_TEXT[status] ?? status
}

const PENDING: ReadonlySet<TransactionStatus> = new Set(['AWAITING_CONFIRMATIONS', 'AWAITING_EXECUTION'])

/**
 * What a transaction does, in a few words: a batch of transfers by what it sends, else the gateway's description when
 * it has one, else from its type. With the status, an outgoing transfer not yet executed says what it will do
 * ("Send"), not what it did ("Sent").
 */
export function describeTx(info: TransactionInfo, nativeSymbol = 'ETH', status?: TransactionStatus): string {
  const pending = status !== undefined && PENDING.has(status)
  if (info.type === 'Custom' && info.transfers) {
    const parts = info.transfers.map((t) => sentPart(t.transferInfo, nativeSymbol))
    return sendTitle(
      parts,
      info.transfers.map((t) => t.recipient.value),
      pending ? 'Send' : 'Sent',
    )
  }
  if ('humanDescription' in info && info.humanDescription) return info.humanDescription
  switch (info.type) {
    case 'Transfer':
      return describeTransfer(info, nativeSymbol, pending)
    case 'SettingsChange':
      return SETTINGS_TEXT[info.settingsInfo?.type ?? ''] ?? info.dataDecoded.method
    case 'Custom':
      return describeCustom(info)
    case 'Creation':
      return 'Safe created'
    default:
      return 'Transaction'
  }
}

type TransferInfo = Extract<TransactionInfo, { type: 'Transfer' }>

/** What one transfer moves, as a part of a title. */
function sentPart(t: TransferInfo['transferInfo'], nativeSymbol: string): SentPart {
  if (t.type === 'ERC721') return { kind: 'nft', symbol: t.tokenSymbol ?? 'NFT', tokenId: t.tokenId }
  if (t.type === 'NATIVE_COIN') {
    return { kind: 'amount', token: 'native', symbol: nativeSymbol, decimals: 18, value: BigInt(t.value ?? '0') }
  }
  const symbol = t.tokenSymbol ?? 'tokens'
  return { kind: 'amount', token: t.tokenAddress, symbol, decimals: t.decimals ?? 0, value: BigInt(t.value) }
}

/** "Received 1 ETH", "Sent 5 dUSDC" (or "Send 5 dUSDC" while `pending`), "Transfer CDNFT #1". */
function describeTransfer(info: TransferInfo, nativeSymbol: string, pending: boolean): string {
  const outgoing = pending ? 'Send' : 'Sent'
  const verb = info.direction === 'INCOMING' ? 'Received' : info.direction === 'OUTGOING' ? outgoing : 'Transfer'
  const t = info.transferInfo
  if (t.type === 'NATIVE_COIN') return `${verb} ${formatTokenAmount(t.value ?? '0', 18)} ${nativeSymbol}`
  if (t.type === 'ERC20') return `${verb} ${formatTokenAmount(t.value, t.decimals ?? 0)} ${t.tokenSymbol ?? 'tokens'}`
  return `${verb} ${t.tokenSymbol ?? 'NFT'} #${t.tokenId}`
}

/** A rejection, a batch, or a contract call by its method name (the gateway's description wins above). */
function describeCustom(info: Extract<TransactionInfo, { type: 'Custom' }>): string {
  if (info.isCancellation) return 'Rejection'
  if (info.methodName === 'multiSend' && 'actionCount' in info) return `Batch of ${info.actionCount} actions`
  return info.methodName ? `Contract call: ${info.methodName}` : 'Contract interaction'
}

/**
 * The status tag of a list row: for a queued transaction what the connected wallet must do about it, in the
 * dashboard's words (its signature, execution, or how many confirmations others still owe); otherwise the status.
 */
export function rowStatus(
  tx: TransactionSummary,
  queued: boolean,
  account: string | undefined,
): { className: string; text: string } {
  if (queued && tx.executionInfo?.type === 'MULTISIG') {
    const needs = pendingNeeds(tx, account)
    return { className: `status-tag--needs-${needs.kind}`, text: needs.text }
  }
  return { className: `status-tag--${tx.txStatus.toLowerCase()}`, text: statusText(tx.txStatus) }
}

/** The pill tone of a list row's status (see rowStatus). */
export function rowTone(tx: TransactionSummary, queued: boolean, account: string | undefined): StatusTone {
  if (queued && tx.executionInfo?.type === 'MULTISIG') return needsTone(pendingNeeds(tx, account).kind)
  return statusTone(tx.txStatus)
}

/** `x/y` confirmations of a multisig transaction, or null for other kinds. */
export function confirmationsText(tx: TransactionSummary): string | null {
  const info = tx.executionInfo
  return info?.type === 'MULTISIG' ? `${info.confirmationsSubmitted}/${info.confirmationsRequired}` : null
}
