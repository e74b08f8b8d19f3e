import { once } from 'node:events'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { startWalletConnectRelay, type WalletConnectRelay } from '../src/walletconnect/index.js'

// The relay alone, spoken to by a raw WebSocket client, as the SDKs speak to it.

type Data = { topic: string; message: string; publishedAt: number; tag: number }
type Fetched = { messages: Data[]; hasMore: boolean }
// A relay answer's result is a subscription id, a list of them, true, or a page of fetched messages.
type Frame = {
  id?: unknown
  method?: string
  params: { id: string; data: Data }
  result: string & string[] & Fetched
  error?: { code: number; message: string }
}

const relays: WalletConnectRelay[] = []
const sockets: WebSocket[] = []

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate()
  await Promise.all(relays.splice(0).map((relay) => relay.stop()))
})

async function relay(options: Parameters<typeof startWalletConnectRelay>[0] = {}) {
  const started = await startWalletConnectRelay(options)
  relays.push(started)
  return started
}

/** A raw client: `call` waits for the answer to its request; `pushes` collects the relay's own requests. */
async function client(url: string, { ack = true } = {}) {
  const socket = new WebSocket(url)
  sockets.push(socket)
  const pushes: Frame[] = []
  const answers = new Map<unknown, (frame: Frame) => void>()
  const waiters: Array<() => void> = []
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as Frame
    if (frame.method !== undefined) {
      pushes.push(frame)
      if (ack) socket.send(JSON.stringify({ jsonrpc: '2.0', id: frame.id, result: true }))
      for (const wake of waiters.splice(0)) wake()
    } else answers.get(frame.id)?.(frame)
  })
  await once(socket, 'open')
  let next = 1
  const send = (text: string, id: unknown) =>
    new Promise<Frame>((resolve) => {
      answers.set(id, resolve)
      socket.send(text)
    })
  return {
    socket,
    pushes,
    send,
    call: (method: string, params: unknown) => {
      const id = next++
      return send(JSON.stringify({ jsonrpc: '2.0', id, method, params }), id)
    },
    /** Waits until `count` pushes have arrived. */
    async pushed(count: number): Promise<Frame[]> {
      while (pushes.length < count) await new Promise<void>((wake) => waiters.push(wake))
      return pushes
    },
  }
}

const topic = (n: number) => n.toString(16).padStart(64, '0')
const publish = (t: string, message: string, extra: Record<string, unknown> = {}) => ({
  topic: t,
  message,
  ttl: 300,
  tag: 1108,
  prompt: false,
  ...extra,
})

describe('the local WalletConnect relay, raw', () => {
  it('delivers a publish to the other subscribers of the topic as irn_subscription, not to the publisher', async () => {
    const { url, stats } = await relay()
    const [a, b, c] = [await client(url), await client(url), await client(url)]
    const subscribed = await b.call('irn_subscribe', { topic: topic(1) })
    expect(subscribed.result).toMatch(/^[0-9a-f]{64}$/)
    await a.call('irn_subscribe', { topic: topic(1) })
    await c.call('irn_subscribe', { topic: topic(2) })
    expect((await a.call('irn_publish', publish(topic(1), 'hello'))).result).toBe(true)
    const [push] = await b.pushed(1)
    expect(push).toMatchObject({
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: { id: subscribed.result, data: { topic: topic(1), message: 'hello', tag: 1108 } },
    })
    expect(typeof push?.params.data.publishedAt).toBe('number')
    await b.call('irn_unsubscribe', { topic: topic(1), id: subscribed.result })
    await a.call('irn_publish', publish(topic(1), 'after unsubscribing'))
    await a.call('irn_publish', publish(topic(2), 'to c'))
    await c.pushed(1)
    // A round trip after the push: the relay reads c's ack (sent first) before it answers.
    await c.call('irn_fetchMessages', { topic: topic(2) })
    expect(a.pushes).toEqual([])
    expect(b.pushes).toHaveLength(1)
    expect(stats).toMatchObject({ delivered: 2, acknowledged: 2 })
  })

  it('keeps a message for a topic nobody listens to yet and delivers it when a client subscribes', async () => {
    const { url } = await relay()
    const dapp = await client(url)
    await dapp.call('irn_publish', publish(topic(3), 'proposal'))
    const wallet = await client(url)
    await wallet.call('irn_subscribe', { topic: topic(3) })
    expect((await wallet.pushed(1))[0]?.params.data.message).toBe('proposal')
  })

  it('delivers again what a client never acknowledged, and never again what it did', async () => {
    const { url } = await relay()
    const publisher = await client(url)
    await publisher.call('irn_publish', publish(topic(4), 'first'))
    // Two connections of one client (the same auth would make them one client; without auth each is its own).
    const silent = await client(url, { ack: false })
    await silent.call('irn_subscribe', { topic: topic(4) })
    await silent.pushed(1)
    await silent.call('irn_unsubscribe', { topic: topic(4) })
    await silent.call('irn_subscribe', { topic: topic(4) })
    expect((await silent.pushed(2))[1]?.params.data.message).toBe('first')

    const acking = await client(url)
    await acking.call('irn_subscribe', { topic: topic(4) })
    await acking.pushed(1)
    await acking.call('irn_unsubscribe', { topic: topic(4) })
    // A fetch answers after the ack of the push above was read (one connection, frames in order).
    expect((await acking.call('irn_fetchMessages', { topic: topic(4) })).result).toEqual({
      messages: [],
      hasMore: false,
    })
  })

  it('answers the batch forms: subscribe, publish, fetch (paged with hasMore) and unsubscribe', async () => {
    const { url } = await relay({ maxFetch: 2 })
    const a = await client(url)
    const b = await client(url)
    const ids = await b.call('irn_batchSubscribe', { topics: [topic(5), topic(6)] })
    expect(ids.result).toHaveLength(2)
    expect(
      (
        await a.call('irn_batchPublish', {
          messages: [publish(topic(5), 'five'), publish(topic(6), 'six')],
        })
      ).result,
    ).toBe(true)
    const pushed = await b.pushed(2)
    expect(pushed.map((p) => p.params.data.message).sort()).toEqual(['five', 'six'])
    expect(
      (
        await b.call('irn_batchUnsubscribe', {
          subscriptions: [
            { topic: topic(5), id: ids.result[0] },
            { topic: topic(6), id: ids.result[1] },
          ],
        })
      ).result,
    ).toBe(true)
    await a.call('irn_batchPublish', { messages: [1, 2, 3].map((n) => publish(topic(7 + (n % 2)), `m${n}`)) })
    const c = await client(url)
    const page = await c.call('irn_batchFetchMessages', { topics: [topic(7), topic(8)] })
    expect(page.result.hasMore).toBe(true)
    expect(page.result.messages).toHaveLength(2)
    expect(page.result.messages[0]).toMatchObject({ topic: topic(8), message: 'm1', tag: 1108 })
    const rest = await c.call('irn_batchFetchMessages', { topics: [topic(7), topic(8)] })
    expect(rest.result).toMatchObject({ hasMore: false, messages: [{ message: 'm3' }] })
    expect(b.pushes).toHaveLength(2)
  })

  it('publishes a session proposal to the pairing topic and subscribes the dapp to it (wc_proposeSession, wc_approveSession)', async () => {
    const { url } = await relay()
    const dapp = await client(url)
    const wallet = await client(url)
    const [pairing, session] = [topic(9), topic(10)]
    expect((await dapp.call('wc_proposeSession', { pairingTopic: pairing, sessionProposal: 'proposal' })).result).toBe(
      true,
    )
    await wallet.call('irn_subscribe', { topic: pairing })
    expect((await wallet.pushed(1))[0]?.params.data).toMatchObject({ message: 'proposal', tag: 1100 })
    const approved = await wallet.call('wc_approveSession', {
      pairingTopic: pairing,
      sessionTopic: session,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
    })
    expect(approved.result).toBe(true)
    expect((await dapp.pushed(1))[0]?.params.data).toMatchObject({ topic: pairing, message: 'response', tag: 1101 })
    await dapp.call('irn_subscribe', { topic: session })
    expect((await dapp.pushed(2))[1]?.params.data).toMatchObject({ topic: session, message: 'settle', tag: 1102 })
    // The wallet is subscribed to the session topic by the approval itself.
    await dapp.call('irn_publish', publish(session, 'request'))
    expect((await wallet.pushed(2))[1]?.params.data.message).toBe('request')
  })

  it('answers an unknown method, bad params, a non-JSON frame and an oversized message with JSON-RPC errors', async () => {
    const { url } = await relay({ maxMessageBytes: 1000 })
    const a = await client(url)
    const unknown = await a.call('irn_teleport', {})
    expect(unknown.error?.code).toBe(-32601)
    expect(unknown.error?.message).toContain('Method not found: irn_teleport')
    const bad = await a.call('irn_subscribe', { topic: 'not-hex' })
    expect(bad.error).toEqual({
      code: -32602,
      message: 'Invalid params for irn_subscribe: topic: a topic is 64 hexadecimal characters (32 bytes).',
    })
    const junk = await a.send('{"jsonrpc":', null)
    expect(junk.error?.code).toBe(-32700)
    const big = await a.call('irn_publish', publish(topic(11), 'x'.repeat(1001)))
    expect(big.error?.message).toBe(
      'Message too large: 1001 bytes, this relay takes at most 1000. Send a shorter message.',
    )
    const b = await client(url)
    expect((await b.call('irn_fetchMessages', { topic: topic(11) })).result.messages).toEqual([])
  })

  it('drops a message when its TTL runs out, and keeps only the newest messages of a busy topic', async () => {
    const { url } = await relay({ maxMessagesPerTopic: 2 })
    const a = await client(url)
    await a.call('irn_publish', publish(topic(12), 'short-lived', { ttl: 1 }))
    for (const n of [1, 2, 3]) await a.call('irn_publish', publish(topic(13), `busy ${n}`))
    const b = await client(url)
    expect((await b.call('irn_fetchMessages', { topic: topic(13) })).result.messages.map((m) => m.message)).toEqual([
      'busy 2',
      'busy 3',
    ])
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect((await b.call('irn_fetchMessages', { topic: topic(12) })).result.messages).toEqual([])
  })

  it('echoes a request id too big for a double digit for digit', async () => {
    const { url } = await relay()
    const a = await client(url)
    const raw = await new Promise<string>((resolve) => {
      a.socket.once('message', (data) => resolve(data.toString()))
      a.socket.send(
        `{"jsonrpc":"2.0","id":1712345678901234567,"method":"irn_subscribe","params":{"topic":"${topic(14)}"}}`,
      )
    })
    expect(raw).toMatch(/^\{"jsonrpc":"2.0","id":1712345678901234567,"result":"[0-9a-f]{64}"\}$/)
  })

  it('refuses a connection whose auth JWT does not verify', async () => {
    const { url, stats } = await relay()
    const socket = new WebSocket(`${url}/?projectId=test&auth=not.a.jwt`)
    socket.on('error', () => {}) // the refusal itself
    const [, response] = (await once(socket, 'unexpected-response')) as [unknown, { statusCode: number }]
    expect(response.statusCode).toBe(401)
    expect(stats.refusedConnections).toBe(1)
  })
})
