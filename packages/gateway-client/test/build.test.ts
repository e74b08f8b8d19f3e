import { execFile } from 'node:child_process'
import { createReadStream, existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { launchChromium } from '@concord/test-kit/chromium'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendJson, startTestServer, type TestServer } from './testServer.js'

const run = promisify(execFile)
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const repoRoot = join(packageDir, '..', '..')
const tscBin = createRequire(import.meta.url).resolve('typescript/bin/tsc')

let server: TestServer

beforeAll(async () => {
  // The same command as `npm run build -w @concord/gateway-client`.
  await run(process.execPath, [tscBin, '-p', join(packageDir, 'tsconfig.build.json')], { cwd: packageDir })
  server = await startTestServer()
}, 120_000)
afterAll(() => server?.close())

describe('built package', () => {
  it('emits ESM with declarations where package.json exports point', () => {
    expect(existsSync(join(packageDir, 'dist', 'index.js'))).toBe(true)
    expect(existsSync(join(packageDir, 'dist', 'index.d.ts'))).toBe(true)
  })

  it('imports by package name in plain Node (no source condition) and calls the gateway', async () => {
    server.respond((req, res) => sendJson(res, 200, { safes: [req.pathname] }))
    const script = `
      import { createGatewayClient, getOwnedSafes, setBaseUrl, GatewayError } from '@concord/gateway-client'
      import { fileURLToPath } from 'node:url'
      const resolved = fileURLToPath(import.meta.resolve('@concord/gateway-client'))
      setBaseUrl(process.env.GATEWAY_URL)
      const viaModule = await getOwnedSafes('1', '0xabc')
      const viaClient = await createGatewayClient({ baseUrl: process.env.GATEWAY_URL }).getOwnedSafes('5', '0xdef')
      console.log(JSON.stringify({ resolved, viaModule, viaClient, errorClass: typeof GatewayError }))
    `
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      cwd: repoRoot,
      env: { ...process.env, GATEWAY_URL: server.url, NODE_OPTIONS: '' },
    })
    const out = JSON.parse(stdout)
    expect(out.resolved).toBe(join(packageDir, 'dist', 'index.js'))
    expect(out.viaModule).toEqual({ safes: ['/v1/chains/1/owners/0xabc/safes'] })
    expect(out.viaClient).toEqual({ safes: ['/v1/chains/5/owners/0xdef/safes'] })
    expect(out.errorClass).toBe('function')
  })
})

// Serves the built dist/ and an empty page from its own origin, so the gateway is cross-origin.
async function startStaticServer(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
    const file = join(packageDir, pathname)
    if (pathname.startsWith('/dist/') && file.startsWith(join(packageDir, 'dist')) && existsSync(file)) {
      res.writeHead(200, { 'Content-Type': 'text/javascript' })
      createReadStream(file).pipe(res)
      return
    }
    res.writeHead(200, { 'Content-Type': 'text/html' })
    res.end('<!doctype html><title>gateway-client</title>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

// Runs in the page. A plain string so the test runner's transforms cannot rewrite its import().
const browserScript = `async (gatewayUrl) => {
  const m = await import('/dist/index.js')
  const withSession = m.createGatewayClient({ baseUrl: gatewayUrl, credentials: 'include', fetch: window.fetch })
  await withSession.verifyAuth({ message: 'siwe', signature: '0x01' })
  const session = await withSession.getAuthSession()
  const plain = m.createGatewayClient({ baseUrl: gatewayUrl })
  const owned = await plain.getOwnedSafes('1', '0xabc')
  const failure = await plain.getChainConfig('404').catch((e) => ({
    isGatewayError: e instanceof m.GatewayError, code: e.code, status: e.status, message: e.message,
  }))
  const controller = new AbortController()
  const pending = plain.getNonces('1', '0xhang', { signal: controller.signal }).catch((e) => e.code)
  controller.abort()
  return { session, owned, failure, aborted: await pending }
}`

describe('built package in Chromium', () => {
  let browser: Browser
  let page: { url: string; server: Server }

  beforeAll(async () => {
    page = await startStaticServer()
    browser = await launchChromium()
  }, 60_000)
  afterAll(async () => {
    await browser?.close()
    await new Promise((resolve) => page?.server.close(resolve))
  })

  it('runs from dist/ in a page, sends the SIWE cookie cross-origin only with credentials include', async () => {
    server.respond((req, res) => {
      const cors = {
        'Access-Control-Allow-Origin': page.url,
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Allow-Headers': 'content-type, accept',
        'Access-Control-Allow-Methods': 'GET, POST, DELETE',
      }
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors)
        res.end()
      } else if (req.pathname === '/v1/auth/verify') {
        res.writeHead(200, { ...cors, 'Set-Cookie': 'concord_session=s1; Path=/; HttpOnly; SameSite=Lax' })
        res.end()
      } else if (req.pathname === '/v1/auth/me') {
        res.writeHead(200, { ...cors, 'Content-Type': 'application/json' })
        res.end(JSON.stringify({ address: '0xabc', chainId: '1', cookie: req.headers.cookie ?? null }))
      } else if (req.pathname === '/v1/chains/404') {
        res.writeHead(404, { ...cors, 'Content-Type': 'application/json' })
        res.end(JSON.stringify({ code: 404, message: 'Chain not found' }))
      } else if (req.pathname.endsWith('/0xhang/nonces')) {
        // Never answers: the page aborts it.
      } else {
        res.writeHead(200, { ...cors, 'Content-Type': 'application/json' })
        res.end(JSON.stringify({ safes: [], cookie: req.headers.cookie ?? null }))
      }
    })
    const tab = await browser.newPage()
    try {
      await tab.goto(page.url)
      const result = await tab.evaluate(`(${browserScript})(${JSON.stringify(server.url)})`)
      expect(result).toEqual({
        session: { address: '0xabc', chainId: '1', cookie: 'concord_session=s1' },
        owned: { safes: [], cookie: null },
        failure: { isGatewayError: true, code: 'GATEWAY_HTTP_ERROR', status: 404, message: '404: Chain not found' },
        aborted: 'GATEWAY_ABORTED',
      })
    } finally {
      await tab.close()
    }
  })
})
