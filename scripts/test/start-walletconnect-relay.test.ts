import { describe, expect, it } from 'vitest'
import { parseStartOptions } from '../start/options.ts'
import { startRelayIfAsked } from '../start/start-walletconnect-relay.ts'

describe('npm start -- --walletconnect-relay', () => {
  it('runs a local WalletConnect relay only when asked, on a loopback port', async () => {
    const stoppers: Array<() => Promise<void>> = []
    expect(await startRelayIfAsked(parseStartOptions([], '/tmp'), stoppers)).toBeNull()
    expect(stoppers).toEqual([])
    const url = await startRelayIfAsked(parseStartOptions(['--walletconnect-relay'], '/tmp'), stoppers)
    expect(url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    // A plain HTTP request is told to use a WebSocket (the protocol itself is tested in test-kit).
    const answer = await fetch((url as string).replace('ws:', 'http:'))
    expect(answer.status).toBe(426)
    expect(((await answer.json()) as { message: string }).message).toContain('local WalletConnect relay')
    for (const stop of stoppers) await stop()
  })
})
