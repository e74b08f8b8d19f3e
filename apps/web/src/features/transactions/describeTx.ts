import type { TransactionInfo, TransactionStatus, TransactionSummary } from '@concord/gateway-client'
import { formatTokenAmount } from '../balances/formatFiat'

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

/** A status in words. */
export function statusText(status: TransactionStatus): string {
  return STATUS_TEXT[status] ?? status
}

/** What a transaction does, in a few words: the gateway's description when it has one, else from its type. */
export function describeTx(info: TransactionInfo, nativeSymbol = 'ETH'): string {
  if ('humanDescription' in info && info.humanDescription) return info.humanDescription
  switch (info.type) {
    case 'Transfer': {
      const verb = info.direction === 'INCOMING' ? 'Received' : info.direction === 'OUTGOING' ? 'Sent' : 'Transfer'
      const t = info.transferInfo
      if (t.type === 'NATIVE_COIN') return `${verb} ${formatTokenAmount(t.value ?? '0', 18)} ${nativeSymbol}`
      if (t.type === 'ERC20')
        return `${verb} ${formatTokenAmount(t.value, t.decimals ?? 0)} ${t.tokenSymbol ?? 'tokens'}`
      return `${verb} ${t.tokenSymbol ?? 'NFT'} #${t.tokenId}`
    }
    case 'SettingsChange':
      return SETTINGS_TEXT[info.settingsInfo?.type ?? ''] ?? info.dataDecoded.method
    case 'Custom':
      if (info.isCancellation) return 'On-chain rejection'
      if (info.methodName === 'multiSend' && 'actionCount' in info) return `Batch of ${info.actionCount} actions`
      return info.methodName ? `Contract call: ${info.methodName}` : 'Contract interaction'
    case 'Creation':
      return 'Safe created'
    default:
      return 'Transaction'
  }
}

/** What a queued transaction still needs before it is done. */
export function whatItNeeds(tx: TransactionSummary): string {
  const info = tx.executionInfo
  if (tx.txStatus === 'AWAITING_EXECUTION') return 'Ready to execute'
  if (tx.txStatus !== 'AWAITING_CONFIRMATIONS' || info?.type !== 'MULTISIG') return statusText(tx.txStatus)
  const missing = Math.max(info.confirmationsRequired - info.confirmationsSubmitted, 0)
  return `Needs ${missing} more confirmation${missing === 1 ? '' : 's'}`
}

/** `x/y` confirmations of a multisig transaction, or null for other kinds. */
export function confirmationsText(tx: TransactionSummary): string | null {
  const info = tx.executionInfo
  return info?.type === 'MULTISIG' ? `${info.confirmationsSubmitted}/${info.confirmationsRequired}` : null
}
