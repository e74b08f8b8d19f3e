// A stand-in for WalletConnect's relay service (relay.walletconnect.org), which this machine cannot reach: a
// loopback WebSocket server speaking the relay's JSON-RPC as the installed WalletConnect SDKs use it, so tests (and
// `npm start -- --walletconnect-relay`) can pair a wallet and a dapp offline. Messages are end-to-end encrypted by
// the clients; the relay only routes them by topic and holds them until their TTL runs out.
import { once } from 'node:events'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'
import { answerRelayCall } from './answer-relay-call.js'
import { clientIdentity } from './client-identity.js'
import { acknowledge } from './deliveries.js'
import { idKey, parseFrame, stringifyFrame } from './json-rpc-frames.js'
import { createRelayState, type RelayConnection, type RelayState, type WalletConnectRelayStats } from './relay-state.js'
import { dropConnection } from './subscriptions.js'

/** The relay's port and limits; each has a default that suits tests. */
export type WalletConnectRelayOptions = {
  /** Port on 127.0.0.1 (0, any free port). */
  port?: number
  /** Largest message a publish may carry, in bytes (256 KiB). */
  maxMessageBytes?: number
  /** Messages held per topic; the oldest go first (100). */
  maxMessagesPerTopic?: number
  /** Messages one fetch returns at most (100); `hasMore` says there are others. */
  maxFetch?: number
  /** How often the relay pings each client (15 s): the SDK in Node drops a connection not pinged for 35 s. */
  pingIntervalMs?: number
}

/** A running relay: its ws:// URL (the SDKs' `relayUrl`), its counters, and `stop`. */
export type WalletConnectRelay = {
  url: string
  readonly stats: WalletConnectRelayStats
  stop(): Promise<void>
}

function refuse(socket: Socket, reason: string): void {
  const body = JSON.stringify({ code: 401, message: `Unauthorized: ${reason}.` })
  socket.end(
    `HTTP/1.1 401 Unauthorized\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  )
}

function onFrame(state: RelayState, connection: RelayConnection, text: string): void {
  const frame = parseFrame(text)
  if ('invalid' in frame) {
    state.stats.errors++
    connection.send({ jsonrpc: '2.0', id: null, error: frame.invalid })
    return
  }
  if (frame.kind === 'response') {
    acknowledge(state, connection, idKey(frame.id), frame.result === true)
    return
  }
  const answer = answerRelayCall(state, connection, frame.method, frame.params)
  if ('error' in answer) {
    state.stats.errors++
    connection.send({ jsonrpc: '2.0', id: frame.id, error: answer.error })
    return
  }
  connection.send({ jsonrpc: '2.0', id: frame.id, result: answer.result })
  answer.after?.()
}

function attach(state: RelayState, socket: WebSocket, client: string): void {
  state.stats.connections++
  const connection: RelayConnection = {
    client,
    send: (frame) => {
      if (socket.readyState === socket.OPEN) socket.send(stringifyFrame(frame))
    },
    subscriptions: new Map(),
    awaitingAck: new Map(),
  }
  socket.on('message', (data, isBinary) => {
    if (isBinary) {
      connection.send({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Send text frames of JSON.' } })
      return
    }
    onFrame(state, connection, data.toString())
  })
  socket.on('close', () => dropConnection(state, connection))
  socket.on('error', () => socket.terminate())
}

/**
 * Starts a local WalletConnect relay on 127.0.0.1: irn_subscribe, irn_publish, delivery by irn_subscription (acked
 * by the client), irn_unsubscribe, their batch forms, irn_fetchMessages / irn_batchFetchMessages and Sign 2.5's
 * wc_proposeSession / wc_approveSession. A message published before a client subscribes reaches it when it does.
 */
export async function startWalletConnectRelay(options: WalletConnectRelayOptions = {}): Promise<WalletConnectRelay> {
  const maxMessageBytes = options.maxMessageBytes ?? 256 * 1024
  const state = createRelayState({
    maxMessageBytes,
    maxMessagesPerTopic: options.maxMessagesPerTopic ?? 100,
    maxFetch: options.maxFetch ?? 100,
  })
  let anonymous = 0
  const server = createServer((_request, response) => {
    response.writeHead(426, { 'content-type': 'application/json', upgrade: 'websocket' })
    response.end(
      JSON.stringify({ code: 426, message: 'This is a local WalletConnect relay: connect with a WebSocket (ws://).' }),
    )
  })
  // Room for a few messages of the largest size in one frame (a batch publish); a larger frame closes the
  // connection (1009) before it is read, so no client can make the relay buffer without bound.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4 * maxMessageBytes + 64 * 1024 })
  server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    const query = new URL(request.url ?? '/', 'ws://relay').searchParams
    void clientIdentity(query, `anonymous-${++anonymous}`).then((identity) => {
      if ('refused' in identity) {
        state.stats.refusedConnections++
        refuse(socket, identity.refused)
        return
      }
      wss.handleUpgrade(request, socket, head, (ws) => attach(state, ws, identity.client))
    })
  })
  const ping = setInterval(() => {
    for (const client of wss.clients) client.ping()
  }, options.pingIntervalMs ?? 15_000)
  const sweep = setInterval(() => state.mailbox.sweep(), 60_000)
  ping.unref()
  sweep.unref()
  server.listen(options.port ?? 0, '127.0.0.1')
  await Promise.race([once(server, 'listening'), once(server, 'error').then(([error]) => Promise.reject(error))])
  const { port } = server.address() as AddressInfo
  return {
    url: `ws://127.0.0.1:${port}`,
    stats: state.stats,
    stop: async () => {
      clearInterval(ping)
      clearInterval(sweep)
      for (const client of wss.clients) client.terminate()
      wss.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
