import { createHmac } from 'node:crypto'
import { once } from 'node:events'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eventually } from '@concord/test-kit/eventually'

/** One request a webhook receiver got. */
export type Received = { headers: IncomingHttpHeaders; body: string; json: Record<string, unknown> }

/** A real HTTP receiver on loopback that records every webhook, and can go down and come back on the same port. */
export type WebhookReceiver = {
  url: string
  received: Received[]
  /** Requests held unanswered (while `holding`): the receiver got them, the sender still waits. */
  held: Received[]
  /** While true, requests are recorded in `held` and never answered (a receiver hanging mid-delivery). */
  holding: boolean
  /** Waits until a received webhook matches. */
  next(match: (r: Received) => boolean): Promise<Received>
  /** Closes the port (connections are refused) until `up`. */
  down(): Promise<void>
  up(): Promise<void>
  close(): Promise<void>
}

/** Whether a webhook's signature header is the HMAC-SHA256 of its body under `secret`. */
export function signedWith(received: Received, secret: string): boolean {
  const expected = `sha256=${createHmac('sha256', secret).update(received.body).digest('hex')}`
  return received.headers['x-concord-signature'] === expected
}

/** Starts a receiver answering 202 (as Safe's events service expects) to every POST. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: Received[] = []
  const held: Received[] = []
  const state = { holding: false }
  let port = 0
  let server: Server | null = null
  const listen = async () => {
    const next = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8')
        const entry = { headers: request.headers, body, json: JSON.parse(body) }
        if (state.holding) {
          held.push(entry)
          return
        }
        received.push(entry)
        response.writeHead(202).end()
      })
    })
    next.listen(port, '127.0.0.1')
    await once(next, 'listening')
    port = (next.address() as AddressInfo).port
    server = next
  }
  const stop = async () => {
    const current = server
    server = null
    if (current === null) return
    current.closeAllConnections()
    await new Promise((resolve) => current.close(resolve))
  }
  await listen()
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    held,
    get holding() {
      return state.holding
    },
    set holding(value: boolean) {
      state.holding = value
    },
    next: async (match) =>
      (await eventually(
        () => received.find(match),
        (found) => found !== undefined,
        `a matching webhook (${received.length} received)`,
        { intervalMs: 50 },
      )) as Received,
    down: stop,
    up: listen,
    close: stop,
  }
}
