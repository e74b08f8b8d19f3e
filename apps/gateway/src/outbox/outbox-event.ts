import type { AlertEventType } from '@concord/gateway-schema'

/**
 * One event for the alert outbox: the Safe Transaction Service's payload (`type`, `chainId`, `address` and its own
 * fields) and a key that makes a repeated write of the same fact (a proposal sent twice, a re-indexed log) one event.
 */
export type OutboxEvent = {
  key: string
  chainId: string
  safe: string
  type: AlertEventType
  payload: Record<string, unknown>
}

/** An outbox event with its payload's common fields filled in from its chain, Safe and type. */
export function outboxEvent(
  key: string,
  base: { chainId: string; safe: string; type: AlertEventType },
  fields: Record<string, unknown>,
): OutboxEvent {
  const { chainId, safe, type } = base
  return { key, chainId, safe, type, payload: { address: safe, type, chainId, ...fields } }
}
