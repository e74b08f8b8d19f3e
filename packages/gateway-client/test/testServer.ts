import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request as the server saw it. */
export type RecordedRequest = {
  method: string
  /** Raw path and query exactly as sent, e.g. "/v1/chains/1/safes/0xabc?trusted=true". */
  rawUrl: string
  pathname: string
  query: Record<string, string>
  headers: IncomingMessage['headers']
  /** Parsed JSON body, undefined when empty. */
  body: unknown
}

type Handler = (req: RecordedRequest, res: ServerResponse) => void

/** A real HTTP server on 127.0.0.1 (free port) that records requests and answers with a settable handler. */
export type TestServer = {
  url: string
  requests: RecordedRequest[]
  /** Replace how the server answers; the default echoes `{ echo: pathname }` as JSON. */
  respond: (handler: Handler) => void
  /** The most recent request; fails the test when there is none. */
  last: () => RecordedRequest
  close: () => Promise<void>
}

const echo: Handler = (req, res) => sendJson(res, 200, { echo: req.pathname })

/** Send a JSON answer. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(body))
}

/** Start a recording server on a free loopback port. */
export async function startTestServer(): Promise<TestServer> {
  const requests: RecordedRequest[] = []
  let handler: Handler = echo
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const rawUrl = req.url ?? '/'
      const parsed = new URL(rawUrl, 'http://127.0.0.1')
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        rawUrl,
        pathname: parsed.pathname,
        query: Object.fromEntries(parsed.searchParams),
        headers: req.headers,
        body: text === '' ? undefined : JSON.parse(text),
      }
      requests.push(recorded)
      handler(recorded, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respond: (next) => {
      handler = next
    },
    last: () => {
      const request = requests.at(-1)
      if (!request) throw new Error('the test server has not received any request')
      return request
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
