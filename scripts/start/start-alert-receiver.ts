import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** The dev stack's webhook receiver: its URL (for Settings → Alerts) and `close`. */
export type AlertReceiver = { url: string; close(): Promise<void> }

/** One line per delivery: time, event, Safe, delivery id and the start of its signature. */
function describe(headers: Record<string, string | string[] | undefined>, body: string): string {
  let type = String(headers['x-concord-event'] ?? '?')
  let safe = ''
  try {
    const json = JSON.parse(body) as Record<string, unknown>
    type = String(json.type ?? type)
    safe = String(json.address ?? '')
  } catch {
    // Not JSON: printed as is below.
  }
  const signature = String(headers['x-concord-signature'] ?? 'unsigned').slice(0, 19)
  const delivery = String(headers['x-concord-delivery'] ?? '')
  return `[alert] ${new Date().toISOString()} ${type} ${safe} delivery ${delivery} ${signature}…\n        ${body}`
}

async function listen(server: Server, port: number): Promise<void> {
  server.listen(port, '127.0.0.1')
  await Promise.race([once(server, 'listening'), once(server, 'error').then(([error]) => Promise.reject(error))])
}

/**
 * Starts a small webhook receiver on loopback that prints every delivery and answers 202, so a developer sees alerts
 * arrive: add its URL as a webhook on Settings → Alerts. Takes `port`, or any free port when that one is taken.
 */
export async function startAlertReceiver(port: number, print: (line: string) => void): Promise<AlertReceiver> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      print(describe(request.headers, Buffer.concat(chunks).toString('utf8')))
      response.writeHead(202).end()
    })
  })
  try {
    await listen(server, port)
  } catch {
    await listen(server, 0)
  }
  const { port: bound } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${bound}/hook`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
