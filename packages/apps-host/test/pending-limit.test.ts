import { SAFE_INFO } from '@concord/test-kit/bridge'
import { describe, expect, test } from 'vitest'
import {
  type AppHostOptions,
  createAppHost,
  DEFAULT_MAX_PENDING_USER_REQUESTS,
  type HostMessageEvent,
  InvalidHostOptionsError,
  PendingLimit,
  type UserRequest,
} from '../src/index.js'

// An app may keep only so many requests waiting for the user; the host is driven here through a fake window and
// frame (the browser tests run the same bridge in Chromium).
const APP = 'https://app.example'
const TX = { to: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', value: '0', data: '0x' }
const TYPED = {
  domain: { name: 'Demo', version: '1', chainId: 31337 },
  types: { Greeting: [{ name: 'text', type: 'string' }] },
  primaryType: 'Greeting',
  message: { text: 'hello' },
}

type Reply = { id: string; success: boolean; data?: unknown; error?: string; version: string }

function attach(options: Partial<AppHostOptions> = {}) {
  const replies: Reply[] = []
  const asked: UserRequest[] = []
  const frame = { postMessage: (reply: unknown) => replies.push(reply as Reply) }
  let listener: ((event: HostMessageEvent) => void) | undefined
  const host = createAppHost({
    iframe: { contentWindow: frame },
    appUrl: `${APP}/index.html`,
    window: {
      addEventListener: (_type, l) => {
        listener = l
      },
      removeEventListener: () => {
        listener = undefined
      },
    },
    handlers: { getSafeInfo: () => SAFE_INFO as never },
    onUserRequest: (request) => asked.push(request),
    ...options,
  })
  const send = (id: string, method: string, params?: unknown) =>
    listener?.({ data: { id, method, params, env: { sdkVersion: '9.1.0' } }, origin: APP, source: frame })
  const replyTo = (id: string) => replies.find((reply) => reply.id === id)
  return { host, replies, asked, send, replyTo }
}

const refusal = (method: string, max: number) =>
  `${method} was refused: ${max} requests of this app are already waiting for the user in the wallet, and that is the most it keeps open at once. Wait until the user has answered one, then send it again.`

describe('PendingLimit', () => {
  test('holds up to its maximum; a release frees one slot, once', () => {
    const limit = new PendingLimit(2)
    const first = limit.tryHold()
    const second = limit.tryHold()
    expect(first).toBeTypeOf('function')
    expect(second).toBeTypeOf('function')
    expect(limit.tryHold()).toBeNull()
    first?.()
    first?.()
    expect(limit.pending).toBe(1)
    expect(limit.tryHold()).toBeTypeOf('function')
    expect(limit.tryHold()).toBeNull()
  })

  test('defaults to 10 and refuses a limit it cannot work with', () => {
    expect(DEFAULT_MAX_PENDING_USER_REQUESTS).toBe(10)
    expect(new PendingLimit().max).toBe(10)
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => new PendingLimit(bad)).toThrow(InvalidHostOptionsError)
  })
})

describe('an app with too many requests waiting for the user', () => {
  test('the 11th is refused with an error reply saying why; reads still work; an answer frees a slot', () => {
    const bridge = attach()
    for (let i = 0; i < 10; i++) bridge.send(`tx${i}`, 'sendTransactions', { txs: [TX] })
    expect(bridge.asked).toHaveLength(10)
    expect(bridge.replies).toEqual([])

    bridge.send('sign', 'signMessage', { message: 'hello' })
    bridge.send('typed', 'signTypedMessage', { typedData: TYPED })
    bridge.send('tx10', 'sendTransactions', { txs: [TX] })
    expect(bridge.asked).toHaveLength(10)
    expect(bridge.replies).toEqual([
      { id: 'sign', success: false, error: refusal('signMessage', 10), version: '9.1.0' },
      { id: 'typed', success: false, error: refusal('signTypedMessage', 10), version: '9.1.0' },
      { id: 'tx10', success: false, error: refusal('sendTransactions', 10), version: '9.1.0' },
    ])

    // Requests that do not wait for the user are not limited.
    bridge.send('info', 'getSafeInfo')
    expect(bridge.replyTo('info')).toMatchObject({ success: true })

    // The user rejects one: its slot is free for the next request.
    const first = bridge.asked[0]
    if (first?.kind !== 'sendTransactions') throw new Error('expected a transaction request')
    first.reject()
    expect(bridge.replyTo('tx0')).toMatchObject({ success: false, error: 'Transaction was rejected' })
    bridge.send('sign2', 'signMessage', { message: 'again' })
    expect(bridge.asked).toHaveLength(11)
    expect(bridge.replyTo('sign2')).toBeUndefined()
    bridge.send('sign3', 'signMessage', { message: 'one too many' })
    expect(bridge.replyTo('sign3')).toMatchObject({ error: refusal('signMessage', 10) })
  })

  test('an approval frees a slot as a rejection does; so does a prompt the wallet UI failed to show', () => {
    let failNext = false
    const asked: UserRequest[] = []
    const bridge = attach({
      maxPendingUserRequests: 1,
      onUserRequest: (request) => {
        if (failNext) throw new Error('the review screen is broken')
        asked.push(request)
      },
    })
    bridge.send('a', 'signMessage', { message: 'a' })
    bridge.send('b', 'signMessage', { message: 'b' })
    expect(bridge.replyTo('b')).toMatchObject({ error: refusal('signMessage', 1) })
    const first = asked[0]
    if (first?.kind !== 'signMessage') throw new Error('expected a signing request')
    first.approve({ safeTxHash: `0x${'ab'.repeat(32)}` })
    expect(bridge.replyTo('a')).toMatchObject({ success: true })

    failNext = true
    bridge.send('c', 'signMessage', { message: 'c' })
    expect(bridge.replyTo('c')).toMatchObject({ error: 'Request failed' })
    failNext = false
    bridge.send('d', 'signMessage', { message: 'd' })
    expect(bridge.replyTo('d')).toBeUndefined()
    expect(asked).toHaveLength(2)
  })

  test('invalid requests and permissions answered at once hold no slot; a permission prompt does', () => {
    const bridge = attach({ maxPendingUserRequests: 1 })
    bridge.send('bad', 'sendTransactions', { txs: [{ to: 'nowhere' }] })
    expect(bridge.replyTo('bad')).toMatchObject({ success: false })
    bridge.send('perm', 'wallet_requestPermissions', [{ requestAddressBook: {} }])
    expect(bridge.asked.map((r) => r.kind)).toEqual(['requestPermissions'])
    bridge.send('tx', 'sendTransactions', { txs: [TX] })
    expect(bridge.replyTo('tx')).toMatchObject({ error: refusal('sendTransactions', 1) })
    bridge.host.destroy()
    expect(bridge.replyTo('perm')).toMatchObject({ error: 'Permissions were rejected' })
  })
})
