import type { SafeEvent } from '@concord/gateway-schema'

/** What happened to a Safe, as pushed to its event streams (gateway-schema's SafeEvent). */
export type SafeNotification = SafeEvent

/** A device was removed; its open event streams end. */
export type DeviceRemoved = { type: 'DEVICE_REMOVED'; uuid: string }

type BusEvent = SafeNotification | DeviceRemoved
type Listener = (event: BusEvent) => void

/**
 * An in-process publish/subscribe bus. It only reaches streams served by this process, so notifications assume a
 * single gateway replica; several replicas would need a shared broker (e.g. PostgreSQL LISTEN/NOTIFY).
 */
export class EventBus {
  readonly #listeners = new Set<Listener>()

  /** Delivers `event` to every current listener; a throwing listener does not stop the others. */
  publish(event: BusEvent): void {
    for (const listener of this.#listeners) {
      try {
        listener(event)
      } catch {
        // A broken stream must not break the write that published the event.
      }
    }
  }

  /** Adds a listener and returns the function that removes it. */
  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }
}
