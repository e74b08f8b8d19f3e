import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { createServer, type Socket } from 'node:net'

/** A receiver that takes webhooks and answers each one byte per second, never finishing within any sane deadline. */
export type DripReceiver = {
  url: string
  /** Requests that reached it (their first bytes). */
  requests: number
  /** Connections still open (a request whose answer is still dripping). */
  open(): number
  close(): Promise<void>
}

// A status line and a header long enough that at one byte per second the headers never end while a test runs.
const ANSWER = `HTTP/1.1 200 OK\r\nx-drip: ${'.'.repeat(4_000)}\r\ncontent-length: 0\r\n\r\n`

/**
 * Starts a raw TCP receiver on loopback that answers every request one byte per second (the status line too, so no
 * HTTP client sees even the headers for over an hour): a receiver that holds its sender as long as the sender lets it.
 */
export async function startDripReceiver(): Promise<DripReceiver> {
  const sockets = new Set<Socket>()
  const state = { requests: 0 }
  const server = createServer((socket) => {
    sockets.add(socket)
    let sent = 0
    let timer: NodeJS.Timeout | undefined
    socket.once('data', () => {
      state.requests++
      timer = setInterval(() => {
        if (sent < ANSWER.length) socket.write(ANSWER[sent++] as string)
      }, 1_000)
    })
    socket.on('error', () => {})
    socket.on('close', () => {
      clearInterval(timer)
      sockets.delete(socket)
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/drip`,
    get requests() {
      return state.requests
    },
    open: () => sockets.size,
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
