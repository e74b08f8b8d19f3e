// "Two replicas behind one address": a TCP proxy that hands each new connection to the next upstream in turn, as a
// load balancer in front of the gateways does (connection-level, like a least-connections proxy under even load).
import { connect, createServer, type Socket } from 'node:net'

/** A listening proxy; `close()` drops every connection. */
export type RoundRobinProxy = { url: string; close(): Promise<void> }

/** Listens on a free loopback port and spreads connections over `upstreams` (`http://host:port`). */
export async function startRoundRobinProxy(upstreams: readonly string[]): Promise<RoundRobinProxy> {
  const targets = upstreams.map((url) => new URL(url))
  const sockets = new Set<Socket>()
  let next = 0
  const server = createServer((client) => {
    const target = targets[next++ % targets.length]
    if (target === undefined) {
      client.destroy()
      return
    }
    const upstream = connect(Number(target.port), target.hostname)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => {
        client.destroy()
        upstream.destroy()
      })
    }
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port')
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
