import type { SafeEvent } from '@concord/gateway-schema'

/** What happened to a Safe, as pushed to its event streams (gateway-schema's SafeEvent). */
export type SafeNotification = SafeEvent

/** A device was removed; its open event streams end. */
export type DeviceRemoved = { type: 'DEVICE_REMOVED'; uuid: string }

/** Anything the bus carries. */
export type BusEvent = SafeNotification | DeviceRemoved
type Listener = (event: BusEvent) => void

/**
 * A publish/subscribe bus for the event streams. In-process by default (PGlite: one process); on PostgreSQL a relay
 * (`startPgEventRelay`) also sends each published event to the other replicas and hands theirs to `receive`, so a
 * stream on any replica hears every event.
 */
export class EventBus {
  readonly #listeners = new Set<Listener>()
  #relay: ((event: BusEvent) => void) | null = null

  /** Delivers `event` to every current listener, then to the other replicas through the relay, if there is one. */
  publish(event: BusEvent): void {
    this.receive(event)
    this.#relay?.(event)
  }

  /** Sends every event published from now on to `send` as well (the cross-replica relay); null stops it. */
  relayTo(send: ((event: BusEvent) => void) | null): void {
    this.#relay = send
  }

  /** Delivers `event` (e.g. one another replica published) to this process's listeners only. */
  receive(event: BusEvent): void {
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
