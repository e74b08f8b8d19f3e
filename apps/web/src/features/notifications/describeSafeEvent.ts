import type { GetSafeMessageReturnType, TransactionDetails } from '@concord/gateway-client'
import { isOwner } from '@concord/protocol'
import { formatUnits } from 'viem'
import type { SafeEvent } from '../../query/safeEvents'
import { safeParam, safePath, txDetailsPath } from '../../services/safePath'
import type { NewNotification } from './notification'
import { isOwnAction } from './ownAction'

/** What is known about an event's Safe and subject when it is turned into a notification. */
export type EventFacts = {
  chainId: string
  shortName: string
  /** The Safe, checksummed. */
  address: string
  /** The connected wallet, if any: notifications that need its signature are addressed to it. */
  account: string | undefined
  native: { symbol: string; decimals: number }
  /** The transaction's details, for transaction events. */
  tx?: TransactionDetails | undefined
  /** The message, for message events. */
  message?: GetSafeMessageReturnType | undefined
  /** The Safe's current owners, for message events. */
  owners?: readonly string[] | undefined
  /** The token's symbol and decimals, for incoming tokens, when the app knows the token. */
  token?: { symbol: string; decimals: number } | undefined
  /** The sender of incoming funds looks like an owner or an address this Safe paid or called (address poisoning). */
  suspiciousSender?: boolean | undefined
}

const same = (a: string | undefined, b: string) => a !== undefined && a.toLowerCase() === b.toLowerCase()
const shortHash = (hash: string) => `${hash.slice(0, 10)}…`

type Base = Pick<NewNotification, 'chainId' | 'safe'>
const baseOf = (facts: EventFacts): Base => ({
  chainId: facts.chainId,
  safe: safeParam(facts.shortName, facts.address),
})

/** The multisig part of a transaction's details: nonce, signatures so far and required, and whether `account` owes one. */
function signingState(tx: TransactionDetails, account: string | undefined) {
  const exec = tx.detailedExecutionInfo
  if (exec?.type !== 'MULTISIG') return null
  const signed = exec.confirmations.some((c) => same(account, c.signer.value))
  const isSigner = exec.signers.some((s) => same(account, s.value))
  const owes = tx.txStatus === 'AWAITING_CONFIRMATIONS' && isSigner && !signed
  const progress = `${exec.confirmations.length}/${exec.confirmationsRequired} signatures`
  return { nonce: exec.nonce, progress, owes, safeTxHash: exec.safeTxHash }
}

function proposedOrConfirmed(event: SafeEvent, facts: EventFacts, tx: TransactionDetails): NewNotification | null {
  const state = signingState(tx, facts.account)
  if (!state) return null
  const link = txDetailsPath(facts.shortName, facts.address, tx.txId)
  const text = `Transaction ${state.nonce}: ${state.progress}`
  const forYou = state.owes
  if (event.type === 'PENDING_MULTISIG_TRANSACTION') {
    const kind = forYou ? 'needs-signature' : 'proposed'
    const title = forYou ? 'Needs your signature' : 'Transaction proposed'
    return { ...baseOf(facts), id: `tx:${facts.chainId}:${state.safeTxHash}:proposed`, kind, title, text, link, forYou }
  }
  // One entry per confirmation count: each confirmation is news, hearing the same one twice is not.
  const id = `tx:${facts.chainId}:${state.safeTxHash}:confirmed:${state.progress}`
  return { ...baseOf(facts), id, kind: 'confirmed', title: 'Transaction confirmed', text, link, forYou: false }
}

function executed(event: SafeEvent, facts: EventFacts): NewNotification | null {
  const safeTxHash = event.safeTxHash
  if (!safeTxHash) return null
  const tx = facts.tx
  const txId = tx?.txId ?? `multisig_${facts.address}_${safeTxHash}`
  const link = txDetailsPath(facts.shortName, facts.address, txId)
  const nonce =
    tx?.detailedExecutionInfo?.type === 'MULTISIG' ? `Transaction ${tx.detailedExecutionInfo.nonce}` : 'A transaction'
  const id = `tx:${facts.chainId}:${safeTxHash}:executed`
  if (event.failed) {
    const text = `${nonce} failed on chain: the nonce is used, nothing else changed`
    return { ...baseOf(facts), id, kind: 'failed', title: 'Transaction failed', text, link, forYou: false }
  }
  if (tx?.txInfo.type === 'SettingsChange') {
    const text = `${nonce} changed the Safe's settings`
    return { ...baseOf(facts), id, kind: 'settings-changed', title: 'Settings changed', text, link, forYou: false }
  }
  const text = `${nonce} was executed`
  return { ...baseOf(facts), id, kind: 'executed', title: 'Transaction executed', text, link, forYou: false }
}

function incoming(event: SafeEvent, facts: EventFacts): NewNotification | null {
  // Poisoning dust is sent to be noticed: a notification would lead the owners to the look-alike's address.
  if (facts.suspiciousSender) return null
  if (!event.txHash || event.value === undefined || !/^\d+$/.test(event.value)) return null
  const value = BigInt(event.value)
  const token = event.type === 'INCOMING_ETHER' ? facts.native : facts.token
  const amount = token
    ? `${formatUnits(value, token.decimals)} ${token.symbol}`
    : `tokens of ${event.tokenAddress ?? 'an unknown contract'}`
  const id = `in:${facts.chainId}:${event.txHash}:${event.tokenAddress ?? 'native'}:${event.value}`
  const link = safePath(facts.shortName, facts.address, 'transactions/history')
  return {
    ...baseOf(facts),
    id,
    kind: 'incoming',
    title: 'Incoming funds',
    text: `Received ${amount}`,
    link,
    forYou: false,
  }
}

function messageCreated(event: SafeEvent, facts: EventFacts): NewNotification | null {
  const message = facts.message
  if (!event.messageHash || !message) return null
  const signed = message.confirmations.some((c) => same(facts.account, c.owner.value))
  const forYou = message.status === 'NEEDS_CONFIRMATION' && isOwner(facts.owners ?? [], facts.account) && !signed
  const name = message.name ?? `Message ${shortHash(message.messageHash)}`
  const text = `${name}: ${message.confirmationsSubmitted}/${message.confirmationsRequired} signatures`
  const link = `${safePath(facts.shortName, facts.address, 'transactions/msg')}?messageHash=${message.messageHash}`
  const id = `msg:${facts.chainId}:${message.messageHash}:proposed`
  const kind = forYou ? 'message-needs-signature' : 'message-proposed'
  const title = forYou ? 'Message needs your signature' : 'Message proposed'
  return { ...baseOf(facts), id, kind, title, text, link, forYou }
}

/**
 * The notification an event of a Safe's stream makes, given what the app fetched about it; null for events that make
 * none (a confirmation of a message, a transaction the gateway no longer has, an unknown event), for the connected
 * owner's own actions, and for incoming funds from a look-alike sender.
 */
export function describeSafeEvent(event: SafeEvent, facts: EventFacts): NewNotification | null {
  if (isOwnAction(event, facts)) return null
  switch (event.type) {
    case 'PENDING_MULTISIG_TRANSACTION':
    case 'NEW_CONFIRMATION':
      return facts.tx ? proposedOrConfirmed(event, facts, facts.tx) : null
    case 'EXECUTED_MULTISIG_TRANSACTION':
      return executed(event, facts)
    case 'INCOMING_ETHER':
    case 'INCOMING_TOKEN':
      return incoming(event, facts)
    case 'MESSAGE_CREATED':
      return messageCreated(event, facts)
    default:
      return null
  }
}
