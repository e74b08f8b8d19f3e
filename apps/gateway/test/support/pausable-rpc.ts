import net from 'node:net'

/** A TCP forwarder in front of an RPC that can hang like a frozen node: connections stay open, nothing is answered. */
export type PausableRpc = { url: string; pause(): void; resume(): void; close(): Promise<void> }

/**
 * Forwards every connection to `rpcUrl`'s host and port. While paused it stops reading what clients send (on open
 * keep-alive connections too) and new connections are accepted but not read, as when the node's process is stopped.
 */
export async function startPausableRpc(rpcUrl: string): Promise<PausableRpc> {
  const target = new URL(rpcUrl)
  const clients = new Set<net.Socket>()
  let paused = false
  const server = net.createServer((client) => {
    clients.add(client)
    client.on('close', () => clients.delete(client))
    client.on('error', () => client.destroy())
    // A frozen node's kernel still accepts the connection; nobody reads it.
    if (paused) return
    const upstream = net.connect(Number(target.port), target.hostname)
    client.on('close', () => upstream.destroy())
    upstream.on('error', () => client.destroy())
    client.pipe(upstream)
    upstream.pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    pause() {
      paused = true
      for (const client of clients) client.unpipe().pause()
    },
    // Held connections are dropped: the client's next request opens a fresh, forwarded one.
    resume() {
      paused = false
      for (const client of clients) client.destroy()
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of clients) client.destroy()
        server.close(() => resolve())
      }),
  }
}
