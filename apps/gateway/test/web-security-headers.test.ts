import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StaticGateway, startStaticGateway } from './support/static-gateway.js'

let gateway: StaticGateway
let webRoot: string
const importMap = '{"integrity":{"/assets/index-Ab12Cd34.js":"sha384-abc"}}'
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

beforeAll(async () => {
  // index.html as the web build writes it (an inline import map), plus an inline script that is not an import map.
  webRoot = mkdtempSync(join(tmpdir(), 'concord-web-security-'))
  mkdirSync(join(webRoot, 'assets'))
  writeFileSync(
    join(webRoot, 'index.html'),
    `<!doctype html><script type="importmap">${importMap}</script><script>alert(1)</script><title>Concord</title>`,
  )
  writeFileSync(join(webRoot, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)')
  gateway = await startStaticGateway({ webRoot, webConfig: { gatewayUrl: 'https://api.concord.example/' } })
})

afterAll(async () => {
  await gateway?.stop()
  if (webRoot) rmSync(webRoot, { recursive: true, force: true })
})

/** The directives of a CSP header by name. */
const directives = (csp: string | null) =>
  Object.fromEntries((csp ?? '').split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]))

describe('the browser-side protections on what the gateway serves', () => {
  it("the web app's page: scripts from itself and its import map only; frames for the configured apps", async () => {
    for (const path of ['/', '/dev:0x0000000000000000000000000000000000000001/home']) {
      const response = await fetch(`${gateway.url}${path}`)
      expect(response.status).toBe(200)
      const csp = directives(response.headers.get('content-security-policy'))
      expect(csp['script-src']).toEqual(["'self'", sha256(importMap)])
      expect(csp['style-src']).toEqual(["'self'"])
      expect(csp['frame-ancestors']).toEqual(["'none'"])
      expect(csp['object-src']).toEqual(["'none'"])
      // The static config's Safe Apps (the dev example app and an allow-listed one), custom apps added by URL (any TLS
      // origin, loopback on any port) and WalletConnect's verify frame.
      expect(csp['frame-src']).toEqual([
        'http://127.0.0.1:8090',
        'https://restricted.example.org',
        'https:',
        'http://localhost:*',
        'http://127.0.0.1:*',
        'https://verify.walletconnect.org',
        'https://verify.walletconnect.com',
      ])
      // The gateway the app is told to call, and the chain's RPC (the static config's, nobody listens there).
      expect(csp['connect-src']?.slice(0, 3)).toEqual(["'self'", 'https://api.concord.example', 'http://127.0.0.1:9'])
      expect(response.headers.get('x-frame-options')).toBe('DENY')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      // Never the wallet's to hand out; camera only to a frame whose `allow` names it (the Apps page, once granted).
      expect(response.headers.get('permissions-policy')).toContain('serial=()')
      expect(response.headers.get('permissions-policy')).toContain('camera=*')
    }
  })

  it('every other answer: nosniff and never framed; JSON and errors render nothing', async () => {
    for (const path of ['/v1/chains', '/v1/chains/31337', '/v1/no-such-route', '/config.json', '/health/live']) {
      const response = await fetch(`${gateway.url}${path}`)
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(response.headers.get('x-frame-options'), path).toBe('DENY')
      expect(response.headers.get('content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'")
    }
    const bad = await fetch(`${gateway.url}/v1/chains/31337/safes/not-an-address`)
    expect(bad.status).toBe(422)
    expect(bad.headers.get('x-content-type-options')).toBe('nosniff')
    const asset = await fetch(`${gateway.url}/assets/index-Ab12Cd34.js`)
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff')
    expect(asset.headers.get('content-type')).toContain('javascript')
  })

  it('event streams, whose answer bypasses the hooks that send a reply', async () => {
    const address = '0x0000000000000000000000000000000000000001'
    const response = await fetch(`${gateway.url}/v1/chains/31337/safes/${address}/events`, {
      headers: { accept: 'text/event-stream' },
    })
    expect(response.headers.get('content-type')).toContain('text/event-stream')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    await response.body?.cancel()
  })
})
