import { zeroAddress } from 'viem'

/** The fields a human-readable alert is written from: the delivery's type and payload. */
type Alert = { type: string; payload: Record<string, unknown> }

const str = (value: unknown) => (typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value))
const short = (value: unknown) => {
  const text = str(value)
  return /^0x[0-9a-fA-F]{40,}$/.test(text) ? `${text.slice(0, 6)}…${text.slice(-4)}` : text
}

const SENTENCES: Record<string, (p: Record<string, unknown>) => string> = {
  PENDING_MULTISIG_TRANSACTION: (p) => `New transaction ${short(p.safeTxHash)} awaits signatures`,
  NEW_CONFIRMATION: (p) => `${short(p.owner)} signed transaction ${short(p.safeTxHash)}`,
  EXECUTED_MULTISIG_TRANSACTION: (p) =>
    `Transaction ${short(p.safeTxHash)} was executed${p.failed === 'true' ? ' and FAILED' : ''} (${short(p.txHash)})`,
  DELETED_MULTISIG_TRANSACTION: (p) => `Queued transaction ${short(p.safeTxHash)} was deleted by its proposer`,
  INCOMING_ETHER: (p) => `Received ${str(p.value)} wei of the native coin (${short(p.txHash)})`,
  OUTGOING_ETHER: (p) => `Sent ${str(p.value)} wei of the native coin to ${short(p.to)} (${short(p.txHash)})`,
  INCOMING_TOKEN: (p) => `Received token ${short(p.tokenAddress)}: ${str(p.value ?? `#${str(p.tokenId)}`)}`,
  OUTGOING_TOKEN: (p) => `Sent token ${short(p.tokenAddress)}: ${str(p.value ?? `#${str(p.tokenId)}`)}`,
  MODULE_TRANSACTION: (p) =>
    p.beneficiary === undefined
      ? `Module ${short(p.module)} executed a transaction (${short(p.txHash)})`
      : `${short(p.beneficiary)} spent ${str(p.value)} base units of ${p.tokenAddress === zeroAddress ? 'the native coin' : `token ${short(p.tokenAddress)}`} to ${short(p.to)} from their spending limit (module ${short(p.module)}, ${short(p.txHash)})`,
  MESSAGE_CREATED: (p) => `New message ${short(p.messageHash)} awaits signatures`,
  MESSAGE_CONFIRMATION: (p) => `${short(p.owner)} signed message ${short(p.messageHash)}`,
  SAFE_SETTINGS_CHANGED: (p) =>
    `Settings changed (${(p.changes as string[] | undefined)?.join(', ') ?? ''}): ${settingsDiff(p.before, p.after)}`,
  LARGE_OUTFLOW: (p) =>
    `Large outflow: ${str(p.value)} base units of ${p.tokenAddress === null ? 'the native coin' : short(p.tokenAddress)}${p.fiatValue === undefined ? '' : ` (≈ ${str(p.fiatValue)} ${str(p.fiatCode)})`}`,
  PENDING_REMINDER: (p) =>
    `Transaction ${short(p.safeTxHash)} still awaits signatures from ${(p.missingSigners as string[] | undefined)?.map(short).join(', ') ?? 'its owners'}`,
  TEST: () => 'Test alert from Concord: this destination works',
  ALERT_SUMMARY: (p) => str(p.message),
}

/** "threshold 2 → 3, owners +0x12…, guard 0x… → none": what changed between two settings objects. */
function settingsDiff(before: unknown, after: unknown): string {
  if (typeof before !== 'object' || typeof after !== 'object' || before === null || after === null) return ''
  const b = before as Record<string, unknown>
  const a = after as Record<string, unknown>
  const parts: string[] = []
  for (const key of Object.keys(a)) {
    const was = b[key]
    const now = a[key]
    if (JSON.stringify(was) === JSON.stringify(now)) continue
    if (Array.isArray(was) && Array.isArray(now)) {
      const added = now.filter((x) => !was.includes(x)).map((x) => `+${short(x)}`)
      const removed = was.filter((x) => !now.includes(x)).map((x) => `-${short(x)}`)
      parts.push(`${key} ${[...added, ...removed].join(' ')}`)
    } else parts.push(`${key} ${short(was ?? 'none')} → ${short(now ?? 'none')}`)
  }
  return parts.join(', ')
}

/** One sentence saying what happened, for chat messages and emails. */
export function describeAlert(alert: Alert): string {
  return SENTENCES[alert.type]?.(alert.payload) ?? alert.type
}

/** The wallet page about the alert (the transaction's details, the Safe's settings or history), or null without a wallet URL. */
export function alertLink(alert: Alert, walletUrl: string | undefined, shortName: string | undefined): string | null {
  if (walletUrl === undefined || shortName === undefined) return null
  const safe = str(alert.payload.address)
  const base = `${walletUrl.replace(/\/$/, '')}/${shortName}:${safe}`
  const { safeTxHash } = alert.payload
  if (typeof safeTxHash === 'string') return `${base}/transactions/tx?id=multisig_${safe}_${safeTxHash}`
  if (alert.type === 'SAFE_SETTINGS_CHANGED') return `${base}/settings`
  if (alert.type.startsWith('MESSAGE_')) return `${base}/transactions/messages`
  return `${base}/transactions/history`
}
