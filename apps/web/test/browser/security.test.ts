import { createHash } from 'node:crypto'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startTestGateway, type TestGateway } from '@concord/test-kit/dev-stack'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { violationsOf } from './cspViolations'
import { freshPage, type Stack, startStack } from './stack'

let stack: Stack
beforeAll(async () => {
  stack = await startStack()
}, 180_000)
afterAll(() => stack?.stop())

const sha = (algorithm: 'sha256', body: string | Buffer) =>
  `${algorithm}-${createHash(algorithm).update(body).digest('base64')}`

/** The build's index.html and its import map's integrity list. */
function readBuild(webRoot: string) {
  const html = readFileSync(join(webRoot, 'index.html'), 'utf8')
  const importMap = /<script type="importmap">([\s\S]*?)<\/script>/.exec(html)?.[1]
  if (importMap === undefined) throw new Error('index.html has no import map')
  const integrity = (JSON.parse(importMap) as { integrity: Record<string, string> }).integrity
  return { html, importMap, integrity }
}

const WALLET_CONNECT_SOURCES = [
  'wss://relay.walletconnect.org',
  'wss://relay.walletconnect.com',
  'https://rpc.walletconnect.org',
  'https://rpc.walletconnect.com',
  'https://verify.walletconnect.org',
  'https://verify.walletconnect.com',
  'https://pulse.walletconnect.org',
  'https://echo.walletconnect.com',
  'https://api.web3modal.org',
  'https://metamask-sdk.api.cx.metamask.io',
  'wss://metamask-sdk.api.cx.metamask.io',
  'https://mm-sdk-analytics.api.cx.metamask.io',
  'https://rpc.wallet.coinbase.com',
  'https://keys.coinbase.com',
  'https://cca-lite.coinbase.com',
  'wss://www.walletlink.org',
].join(' ')

// Features no frame ever gets; then the ones an embedded app may be granted (its frame's `allow` attribute decides).
const PERMISSIONS_POLICY =
  'bluetooth=(), hid=(), serial=(), accelerometer=*, camera=*, display-capture=*, geolocation=*, gyroscope=*, ' +
  'magnetometer=*, microphone=*, midi=*, payment=*, usb=*, clipboard-write=*'
// Custom apps are added by URL in the browser: any TLS origin, and loopback on any port for app developers.
const CUSTOM_APP_SOURCES = 'https: http://localhost:* http://127.0.0.1:*'

describe('the headers of what the gateway serves', () => {
  test('the app page: its exact CSP (import map by hash, no inline script, never framed) and the other policies', async () => {
    const page = await freshPage(stack)
    const response = await page.goto(stack.url)
    const headers = response?.headers() ?? {}
    const { importMap } = readBuild(stack.webRoot)
    const rpc = new URL(stack.chain.rpcUrl).origin
    expect(headers['content-security-policy']).toBe(
      [
        "default-src 'self'",
        `script-src 'self' '${sha('sha256', importMap)}'`,
        "style-src 'self'",
        `img-src 'self' data: blob: ${CUSTOM_APP_SOURCES}`,
        "font-src 'self' data:",
        `connect-src 'self' ${rpc} ${CUSTOM_APP_SOURCES} ${WALLET_CONNECT_SOURCES}`,
        `frame-src ${CUSTOM_APP_SOURCES} https://verify.walletconnect.org https://verify.walletconnect.com`,
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    )
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY)
    await page.getByRole('heading', { name: 'Welcome to Concord' }).waitFor()
  })

  test('API answers and assets: nosniff, never framed, and a CSP that renders nothing on the JSON', async () => {
    const api = await fetch(`${stack.url}/v1/chains`)
    expect(api.status).toBe(200)
    expect(api.headers.get('x-content-type-options')).toBe('nosniff')
    expect(api.headers.get('x-frame-options')).toBe('DENY')
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
    const missing = await fetch(`${stack.url}/v1/no-such-route`)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff')
    const [entry] = Object.keys(readBuild(stack.webRoot).integrity)
    const asset = await fetch(`${stack.url}${entry}`)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff')
  })

  test('another site cannot frame the app', async () => {
    const page = await stack.browser.newPage()
    await page.setContent(`<iframe src="${stack.url}/" title="framed"></iframe>`)
    const frame = page.frameLocator('iframe[title="framed"]')
    // Chromium replaces a refused frame with its error page: the app's heading never appears in it.
    await expect.poll(() => page.frames()[1]?.url() ?? '').toMatch(/^chrome-error:/)
    expect(await frame.getByRole('heading', { name: 'Welcome to Concord' }).count()).toBe(0)
  })
})

describe('styles under the CSP (no inline style elements)', () => {
  test("RainbowKit's dialog gets its theme and locks the page's scroll, through constructed stylesheets", async () => {
    const page = await freshPage(stack)
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await page.getByRole('dialog').waitFor()
    const accent = await page.evaluate(() => {
      const root = document.querySelector('[data-rk]')
      return root === null ? null : getComputedStyle(root).getPropertyValue('--rk-colors-accentColor')
    })
    expect(accent?.trim()).toMatch(/^#(2f6f4e|3fa66a)$/i)
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
    expect(await page.evaluate(() => document.querySelectorAll('style').length)).toBe(0)
  })
})

describe('Subresource Integrity of the build', () => {
  test('every script and stylesheet of index.html carries its integrity, and the import map covers every chunk', () => {
    const { html, integrity } = readBuild(stack.webRoot)
    const tags = [...html.matchAll(/<(script|link)\b[^>]*>/g)].map(([tag]) => tag)
    const loading = tags.filter((tag) => /\b(src|href)="\/assets\//.test(tag))
    expect(loading.length).toBeGreaterThan(2)
    for (const tag of loading) {
      const path = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1] ?? ''
      expect(tag, path).toContain(`integrity="${sha('sha256', readFileSync(join(stack.webRoot, path)))}"`)
    }
    const assets = readdirSync(join(stack.webRoot, 'assets'))
    const chunks = assets.filter((name) => name.endsWith('.js'))
    expect(Object.keys(integrity).sort()).toEqual(chunks.map((name) => `/assets/${name}`).sort())
    for (const [path, hash] of Object.entries(integrity)) {
      expect(hash, path).toBe(sha('sha256', readFileSync(join(stack.webRoot, path))))
    }
    // No stylesheet is loaded later (it would carry no integrity): lazy parts bring their CSS inside their JS.
    for (const css of assets.filter((name) => name.endsWith('.css'))) expect(html).toContain(`href="/assets/${css}"`)
  })

  test('lazy chunks load under the import map: a lazy route and the wallet island', async () => {
    const { integrity } = readBuild(stack.webRoot)
    const page = await freshPage(stack, '/new-safe')
    await page.getByRole('heading', { name: 'Create a Safe' }).waitFor()
    // The wallet island loads when the user reaches for a wallet button.
    await Promise.all([
      page.waitForResponse((response) => /\/WalletIsland-[^/]+\.js$/.test(new URL(response.url()).pathname)),
      page.getByRole('button', { name: 'Connect wallet' }).hover(),
    ])
    // Every module the page fetched, from the network or the browser's cache.
    const loaded = (
      await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname))
    ).filter((path) => path.endsWith('.js'))
    expect(loaded.some((path) => /\/CreateSafePage-[^/]+\.js$/.test(path))).toBe(true)
    expect(loaded.some((path) => /\/WalletIsland-[^/]+\.js$/.test(path))).toBe(true)
    for (const path of loaded) expect(integrity[path], path).toBeDefined()
  })
})

describe('a build changed after it was made', () => {
  let tampered: { gateway: TestGateway; webRoot: string }
  beforeAll(async () => {
    // A copy of the build with an inline script written into index.html and a lazy route's chunk changed, as a
    // compromised host or CDN would serve them. Their pre-compressed twins go: the gateway would send those instead.
    const webRoot = mkdtempSync(join(tmpdir(), 'concord-web-tampered-'))
    cpSync(stack.webRoot, webRoot, { recursive: true })
    const index = join(webRoot, 'index.html')
    const html = readFileSync(index, 'utf8')
    writeFileSync(index, html.replace('</head>', '<script>window.__injectedInline = true</script></head>'))
    const chunk = readdirSync(join(webRoot, 'assets')).find((name) => /^CreateSafePage-[^.]+\.js$/.test(name))
    if (chunk === undefined) throw new Error('the build has no CreateSafePage chunk')
    const chunkPath = join(webRoot, 'assets', chunk)
    writeFileSync(chunkPath, `window.__tamperedChunk = true;\n${readFileSync(chunkPath, 'utf8')}`)
    for (const path of [index, chunkPath]) {
      for (const twin of [`${path}.br`, `${path}.gz`]) rmSync(twin, { force: true })
    }
    tampered = { gateway: await startTestGateway(stack.chain, { webRoot }), webRoot }
  }, 120_000)
  afterAll(async () => {
    await tampered?.gateway.close()
    if (tampered) rmSync(tampered.webRoot, { recursive: true, force: true })
  })

  test('an inline script in index.html, or one injected into the page later, is refused; the app still runs', async () => {
    const page = await freshPage(stack, '/config.json')
    await page.goto(tampered.gateway.url)
    await page.getByRole('heading', { name: 'Welcome to Concord' }).waitFor()
    expect(await page.evaluate('window.__injectedInline')).toBeUndefined()
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injectedLater = true'
      document.body.append(script)
    })
    await expect.poll(() => violationsOf(stack.cspViolations, tampered.gateway.url).length).toBe(2)
    expect(await page.evaluate('window.__injectedLater')).toBeUndefined()
    for (const violation of violationsOf(stack.cspViolations, tampered.gateway.url)) {
      expect(violation).toMatch(/^script-src-elem blocked inline at /)
    }
  })

  test('a lazy chunk whose bytes changed is refused: none of it runs and its page does not open', async () => {
    const page = await freshPage(stack, '/config.json')
    const refusals: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' && /integrity/i.test(message.text())) refusals.push(message.text())
    })
    await page.goto(`${tampered.gateway.url}/new-safe`)
    await expect.poll(() => refusals.join('\n')).toMatch(/CreateSafePage-[^ ]+\.js/)
    expect(await page.evaluate('window.__tamperedChunk')).toBeUndefined()
    expect(await page.getByRole('heading', { name: 'Create a Safe' }).count()).toBe(0)
    // The same route of the untouched build opens (the tests above): the refusal is the changed bytes'.
  })
})
