// A page that only records what it receives; tests run code in it to post forged messages.
import { page } from './dom.js'

/** What the tests reach as `globalThis.spoof`. */
export type SpoofPageApi = { received: unknown[] }

const received: unknown[] = []
page.addEventListener('message', (event) => received.push(event.data))
page.spoof = { received } satisfies SpoofPageApi
