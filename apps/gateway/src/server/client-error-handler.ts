import http from 'node:http'
import type { Socket } from 'node:net'

/** What a client that broke the protocol is told, by node:http's error code. */
function refusalOf(error: NodeJS.ErrnoException): { status: number; message: string } {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return {
      status: 408,
      message:
        'The request did not arrive in time: its headers and body must be sent within the server’s request timeout; ' +
        'send the whole request at once.',
    }
  }
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, message: 'The request headers are too large; send fewer or shorter headers.' }
  }
  return { status: 400, message: 'The request is not valid HTTP/1.1; check what the client sends.' }
}

/**
 * Fastify's `clientErrorHandler`: a request node:http gave up on (too slow, oversized headers, malformed) gets the
 * gateway's `{code, message}` body instead of Fastify's own shape, then its connection is closed.
 */
export function handleClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const { status, message } = refusalOf(error)
  if (socket.writable) {
    const body = JSON.stringify({ code: status, message })
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}
