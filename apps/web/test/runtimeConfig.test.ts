import { describe, expect, test } from 'vitest'
import { loadRuntimeConfig } from '../src/config/loadRuntimeConfig'
import { isPageGateway, readInlineBoot } from '../src/config/readInlineBoot'
import { defaultRuntimeConfig, parseRuntimeConfig } from '../src/config/runtimeConfig'

const defaults = defaultRuntimeConfig({ VITE_GATEWAY_URL: 'http://127.0.0.1:8080' })

describe('run-time config', () => {
  test('config.json overrides the build-time defaults and trailing slashes are dropped', () => {
    const config = parseRuntimeConfig(
      { gatewayUrl: 'https://gw.example.org//', walletConnectProjectId: 'abc' },
      defaults,
    )
    expect(config).toEqual({
      gatewayUrl: 'https://gw.example.org',
      walletConnectProjectId: 'abc',
      walletConnectRelayUrl: '',
      appName: 'Concord',
      devChainId: 31337,
      pollIntervalMs: 15_000,
    })
  })

  test('an empty config.json keeps the defaults, an empty VITE_GATEWAY_URL means same origin', () => {
    expect(parseRuntimeConfig({}, defaults).gatewayUrl).toBe('http://127.0.0.1:8080')
    expect(defaultRuntimeConfig({}).gatewayUrl).toBe('')
  })

  test('the WalletConnect relay the gateway names is a ws:// or wss:// URL', () => {
    const relay = { walletConnectProjectId: 'abc', walletConnectRelayUrl: 'ws://127.0.0.1:4555' }
    expect(parseRuntimeConfig(relay, defaults).walletConnectRelayUrl).toBe('ws://127.0.0.1:4555')
    expect(() => parseRuntimeConfig({ walletConnectRelayUrl: 'https://relay.example' }, defaults)).toThrow(
      /config.json is invalid at "walletConnectRelayUrl"/,
    )
  })

  test('a bad field is refused with a message naming it', () => {
    expect(() => parseRuntimeConfig({ devChainId: 'x' }, defaults)).toThrow(/config.json is invalid at "devChainId"/)
    expect(() => parseRuntimeConfig('nope', defaults)).toThrow(/config.json is invalid/)
  })

  test('loading: a missing file or an HTML fallback page means defaults, JSON is parsed', async () => {
    const respond = (body: string, status: number, type: string) => async () =>
      new Response(body, { status, headers: { 'content-type': type } })
    expect(await loadRuntimeConfig(respond('', 404, 'text/plain'), defaults)).toBe(defaults)
    expect(await loadRuntimeConfig(respond('<html></html>', 200, 'text/html'), defaults)).toBe(defaults)
    const json = await loadRuntimeConfig(respond('{"gatewayUrl":"http://x:1"}', 200, 'application/json'), defaults)
    expect(json.gatewayUrl).toBe('http://x:1')
    await expect(loadRuntimeConfig(respond('{"pollIntervalMs":5}', 200, 'application/json'), defaults)).rejects.toThrow(
      /pollIntervalMs/,
    )
  })
})

describe('boot data inlined by the gateway', () => {
  const pageWith = (text: string | null) =>
    ({
      getElementById: (id: string) => (id === 'concord-boot' && text !== null ? { textContent: text } : null),
    }) as Document

  test('is read when present, with chains only when they have the chain list shape', () => {
    const chains = [{ chainId: '31337', chainName: 'Dev' }]
    expect(readInlineBoot(pageWith(JSON.stringify({ config: { gatewayUrl: '' }, chains })))).toEqual({
      config: { gatewayUrl: '' },
      chains,
    })
    expect(readInlineBoot(pageWith(JSON.stringify({ config: {}, chains: [{ id: 1 }] })))?.chains).toBeUndefined()
    expect(readInlineBoot(pageWith(JSON.stringify({ config: {}, chains: [] })))?.chains).toBeUndefined()
  })

  test('is absent or unreadable: the app fetches config and chains as before', () => {
    expect(readInlineBoot(pageWith(null))).toBeNull()
    expect(readInlineBoot(pageWith('{not json'))).toBeNull()
    expect(readInlineBoot(pageWith('"text"'))).toBeNull()
  })

  test('its chains are used only when the app talks to the gateway that served the page', () => {
    expect(isPageGateway('', 'https://wallet.example.org')).toBe(true)
    expect(isPageGateway('https://wallet.example.org', 'https://wallet.example.org')).toBe(true)
    expect(isPageGateway('https://gw.example.org', 'https://wallet.example.org')).toBe(false)
    expect(isPageGateway('https://wallet.example.org/gw', 'https://wallet.example.org')).toBe(false)
    expect(isPageGateway('not a url', 'https://wallet.example.org')).toBe(false)
  })
})
