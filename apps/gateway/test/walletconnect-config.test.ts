import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseGatewayConfig } from '../src/index.js'
import { type StaticGateway, startStaticGateway } from './support/static-gateway.js'

// Issue 31: the operator's WalletConnect project id (and relay, for tests or a private relay) reaches the web app with
// its boot data, and the page may connect to that relay.

let webRoot: string
let configured: StaticGateway
let plain: StaticGateway

const bootOf = async (url: string) => {
  const html = await (await fetch(`${url}/dev:0x0000000000000000000000000000000000000001/home`)).text()
  const block = /<script type="application\/json" id="concord-boot">([^<]*)<\/script>/.exec(html)
  return JSON.parse(block?.[1] ?? 'null') as { config: Record<string, unknown> }
}
const connectSrc = async (url: string) => {
  const csp = (await fetch(`${url}/`)).headers.get('content-security-policy') ?? ''
  return (
    csp
      .split('; ')
      .find((d) => d.startsWith('connect-src '))
      ?.split(' ') ?? []
  )
}

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'concord-wc-config-'))
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><head><title>Concord</title></head>')
  configured = await startStaticGateway({
    webRoot,
    webConfig: { gatewayUrl: '' },
    configure: (config) => {
      config.walletConnect = { projectId: 'concord-test-project', relayUrl: 'ws://127.0.0.1:4555' }
    },
  })
  plain = await startStaticGateway({ webRoot, webConfig: { gatewayUrl: '' } })
})

afterAll(async () => {
  await configured?.stop()
  await plain?.stop()
  if (webRoot) rmSync(webRoot, { recursive: true, force: true })
})

describe('walletConnect in the gateway config', () => {
  it('hands the project id and the relay to the web app: /config.json and the page’s boot data', async () => {
    const expected = {
      gatewayUrl: '',
      walletConnectProjectId: 'concord-test-project',
      walletConnectRelayUrl: 'ws://127.0.0.1:4555',
    }
    expect(await (await fetch(`${configured.url}/config.json`)).json()).toEqual(expected)
    expect((await bootOf(configured.url)).config).toEqual(expected)
  })

  it('lets the page connect to the configured relay, and to no other loopback WebSocket', async () => {
    expect(await connectSrc(configured.url)).toContain('ws://127.0.0.1:4555')
    expect((await connectSrc(plain.url)).some((source) => source.startsWith('ws://'))).toBe(false)
  })

  it('without it, the web app gets no project id (WalletConnect is not offered)', async () => {
    const config = (await (await fetch(`${plain.url}/config.json`)).json()) as Record<string, unknown>
    expect(config.walletConnectProjectId).toBeUndefined()
    expect((await bootOf(plain.url)).config.walletConnectProjectId).toBeUndefined()
  })

  it('refuses an empty project id and a relay that is not ws:// or wss://, naming the field', () => {
    const chains = [{ preset: 'eth', rpcUrl: 'https://rpc.example' }]
    expect(() => parseGatewayConfig({ chains, walletConnect: { projectId: ' ' } })).toThrow(
      /walletConnect\.projectId: the WalletConnect project id, not empty/,
    )
    expect(() =>
      parseGatewayConfig({ chains, walletConnect: { projectId: 'p', relayUrl: 'https://relay.example' } }),
    ).toThrow(/walletConnect\.relayUrl: a ws:\/\/ or wss:\/\/ URL/)
    const parsed = parseGatewayConfig({ chains, walletConnect: { projectId: 'p', relayUrl: 'wss://relay.example' } })
    expect(parsed.walletConnect).toEqual({ projectId: 'p', relayUrl: 'wss://relay.example' })
  })
})
