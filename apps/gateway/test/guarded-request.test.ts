import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import { type AddressInfo, createServer as createTcpServer, type Socket, type Server as TcpServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guardedRequest } from '../src/net/guarded-request.js'

// An "internal service" on loopback (both stacks) that records every request it gets, and a raw TCP server that drips
// its status line and headers byte by byte.
let server: Server
let port: number
let dripPort: number
let tcp: TcpServer
const seen: string[] = []
const sockets = new Set<Socket>()
const timers = new Set<NodeJS.Timeout>()

function drip(write: (byte: string) => void, text: string) {
  let index = 0
  const timer = setInterval(() => write(text[index++ % text.length] as string), 20)
  timers.add(timer)
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? ''
    seen.push(path)
    if (path === '/secret') response.writeHead(200, { 'content-type': 'application/json' }).end('{"secret":true}')
    else if (path.startsWith('/redirect?to=')) {
      response.writeHead(302, { location: decodeURIComponent(path.slice('/redirect?to='.length)) }).end()
    } else if (path === '/loop') response.writeHead(302, { location: '/loop' }).end()
    else if (path === '/big') response.writeHead(200).end(Buffer.alloc(200_000, 'a'))
    else if (path === '/drip') {
      response.writeHead(200, { 'content-type': 'application/json' })
      drip((byte) => response.write(byte), ' ')
    } else response.writeHead(404).end()
  })
  server.listen(0, '::')
  await once(server, 'listening')
  port = (server.address() as AddressInfo).port
  tcp = createTcpServer((socket) => {
    sockets.add(socket)
    socket.on('error', () => {})
    socket.on('close', () => sockets.delete(socket))
    drip((byte) => socket.write(byte), 'HTTP/1.1 200 OK\r\nX-Slow: yes\r\n')
  })
  tcp.listen(0, '127.0.0.1')
  await once(tcp, 'listening')
  dripPort = (tcp.address() as AddressInfo).port
})

afterAll(() => {
  for (const timer of timers) clearInterval(timer)
  for (const socket of sockets) socket.destroy()
  server?.closeAllConnections()
  server?.close()
  tcp?.close()
})

const get = (url: string, allowed: readonly string[] = [], more: { maxRedirects?: number; deadlineMs?: number } = {}) =>
  guardedRequest(url, { policy: { allowed }, deadlineMs: 2_000, maxBytes: 100_000, maxRedirects: 3, ...more })

// Every spelling of loopback the service listens on.
const LOOPBACK = () => [
  `http://127.0.0.1:${port}/secret`,
  `http://2130706433:${port}/secret`,
  `http://0x7f.1:${port}/secret`,
  `http://017700000001:${port}/secret`,
  `http://127.1:${port}/secret`,
  `http://[::1]:${port}/secret`,
  `http://[::ffff:127.0.0.1]:${port}/secret`,
  `http://[::ffff:7f00:1]:${port}/secret`,
]

describe('guardedRequest', () => {
  it('reaches loopback in every spelling only when the allow-list opens it (so the refusals below are the rule)', async () => {
    for (const url of LOOPBACK()) {
      const answer = await get(url, ['127.0.0.0/8', '::1'])
      expect(answer.status, url).toBe(200)
      expect(answer.body.toString(), url).toBe('{"secret":true}')
    }
  })

  it('refuses loopback in every spelling, and a name that resolves to it, without sending a byte', async () => {
    seen.length = 0
    for (const url of LOOPBACK()) {
      await expect(get(url), url).rejects.toThrow(/is not a public address/)
    }
    await expect(get(`http://localhost:${port}/secret`)).rejects.toThrow(/localhost resolves to .*not a public address/)
    expect(seen).toEqual([])
  })

  it('checks every redirect hop again: a permitted host cannot redirect to loopback', async () => {
    seen.length = 0
    // `localhost` is on the allow-list by name (as an operator names an internal host); 127.0.0.1 and ::1 are not.
    for (const target of [`http://127.0.0.1:${port}/secret`, `http://[::ffff:127.0.0.1]:${port}/secret`]) {
      const url = `http://localhost:${port}/redirect?to=${encodeURIComponent(target)}`
      await expect(get(url, ['localhost'])).rejects.toThrow(/is not a public address/)
    }
    expect(seen.filter((path) => path === '/secret')).toEqual([])
    expect(seen.filter((path) => path.startsWith('/redirect'))).toHaveLength(2)
    // The same redirect to the permitted host itself is followed.
    const allowedHop = `http://localhost:${port}/redirect?to=${encodeURIComponent(`http://localhost:${port}/secret`)}`
    expect((await get(allowedHop, ['localhost'])).body.toString()).toBe('{"secret":true}')
  })

  it('follows only http(s) redirects, at most maxRedirects, and none at all when told so', async () => {
    const base = `http://localhost:${port}`
    await expect(get(`${base}/redirect?to=${encodeURIComponent('file:///etc/passwd')}`, ['localhost'])).rejects.toThrow(
      /file: URLs are not fetched/,
    )
    await expect(get(`${base}/loop`, ['localhost'])).rejects.toThrow(/More than 3 redirects/)
    seen.length = 0
    const answer = await get(`${base}/redirect?to=%2Fsecret`, ['localhost'], { maxRedirects: 0 })
    expect(answer.status).toBe(302)
    expect(seen).toEqual(['/redirect?to=%2Fsecret'])
  })

  it('fails on an answer larger than maxBytes', async () => {
    await expect(get(`http://localhost:${port}/big`, ['localhost'])).rejects.toThrow(/larger than 100000 bytes/)
  })

  it('ends a call whose body or headers drip past the deadline, with one deadline for the whole call', async () => {
    const options = { deadlineMs: 300 }
    await expect(get(`http://localhost:${port}/drip`, ['localhost'], options)).rejects.toThrow(
      'No complete answer within 300 ms',
    )
    await expect(get(`http://127.0.0.1:${dripPort}/`, ['127.0.0.1'], options)).rejects.toThrow(
      'No complete answer within 300 ms',
    )
  })
})
