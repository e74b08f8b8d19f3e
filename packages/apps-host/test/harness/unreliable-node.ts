import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What the node does with one JSON-RPC method: pass it to anvil, never answer, or answer an HTML error page. */
export type NodeBehaviour = 'forward' | 'hold' | 'garbage'

/** A JSON-RPC endpoint in front of anvil that misbehaves on the methods a test names. */
export type UnreliableNode = {
  url: string
  /** Behaviour per JSON-RPC method; methods not listed are forwarded to anvil. */
  behaviour: Record<string, NodeBehaviour>
  /** Requests held so far; `abandoned` settles when the caller closes the connection (gives up). */
  held: { method: string; abandoned: Promise<void> }[]
  /** Resolves once `count` requests are held. */
  waitForHeld(count: number): Promise<void>
  close(): Promise<void>
}

// The wallet page calls the node from another origin, as a browser wallet calls a public RPC endpoint.
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** Starts the node on a free port of 127.0.0.1, forwarding to anvil at `upstream`. */
export async function startUnreliableNode(upstream: string): Promise<UnreliableNode> {
  const behaviour: Record<string, NodeBehaviour> = {}
  const held: UnreliableNode['held'] = []
  const waiting: { count: number; resolve(): void }[] = []

  const hold = (method: string, response: ServerResponse) => {
    held.push({ method, abandoned: new Promise((resolve) => response.on('close', () => resolve())) })
    for (const w of waiting.filter((w) => held.length >= w.count)) w.resolve()
  }

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'OPTIONS') return void response.writeHead(204, CORS).end()
    const body = await bodyOf(request)
    const method = String((JSON.parse(body) as { method?: unknown }).method)
    const mode = behaviour[method] ?? 'forward'
    if (mode === 'hold') return hold(method, response)
    if (mode === 'garbage') {
      return void response.writeHead(200, { ...CORS, 'content-type': 'text/html' }).end('<html>502 Bad Gateway</html>')
    }
    const answer = await fetch(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    response.writeHead(answer.status, { ...CORS, 'content-type': 'application/json' }).end(await answer.text())
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => response.writeHead(500, CORS).end(String(error)))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    behaviour,
    held,
    waitForHeld: (count) =>
      held.length >= count ? Promise.resolve() : new Promise((resolve) => waiting.push({ count, resolve })),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
