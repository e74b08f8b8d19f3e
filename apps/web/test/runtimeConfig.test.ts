import { describe, expect, test } from 'vitest'
import { loadRuntimeConfig } from '../src/config/loadRuntimeConfig'
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
      appName: 'Concord',
      devChainId: 31337,
      pollIntervalMs: 15_000,
    })
  })

  test('an empty config.json keeps the defaults, an empty VITE_GATEWAY_URL means same origin', () => {
    expect(parseRuntimeConfig({}, defaults).gatewayUrl).toBe('http://127.0.0.1:8080')
    expect(defaultRuntimeConfig({}).gatewayUrl).toBe('')
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
