import { execFile } from 'node:child_process'
import { createReadStream, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { createServer, type Server, type ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { launchChromium } from '@concord/test-kit/chromium'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RecordedRequest, sendJson, startTestServer, type TestServer } from './testServer.js'

const run = promisify(execFile)
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const repoRoot = join(packageDir, '..', '..')
const tscBin = createRequire(import.meta.url).resolve('typescript/bin/tsc')

let server: TestServer

beforeAll(async () => {
  // The same commands as `npm run build -w @concord/gateway-client`: the wire types' declarations, then the client.
  await run(process.execPath, [tscBin, '-p', join(packageDir, '..', 'gateway-schema', 'tsconfig.build.json')], {
    cwd: packageDir,
  })
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

  it('gives a consumer without the source condition the wire types of @concord/gateway-schema', async () => {
    // Under node_modules so the consumer resolves packages by name the way an installed copy would.
    const consumerDir = join(repoRoot, 'node_modules', '.cache', 'gateway-client-consumer')
    mkdirSync(consumerDir, { recursive: true })
    writeFileSync(
      join(consumerDir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          target: 'ES2022',
          lib: ['ES2023', 'DOM'],
          types: [],
          strict: true,
          noEmit: true,
          skipLibCheck: true,
        },
        files: ['consumer.ts'],
      }),
    )
    // The expected error proves the types resolved: an unresolved import would make them `any` and accept anything.
    writeFileSync(
      join(consumerDir, 'consumer.ts'),
      `import { getSafeInfo, TransactionStatus, type SafeInfo, type TransactionDetails } from '@concord/gateway-client'
export async function owner(): Promise<\`0x\${string}\` | undefined> {
  const info: SafeInfo = await getSafeInfo('1', '0xA063Cb7CFd8E57c30c788A0572CBbf2129ae56B6')
  // @ts-expect-error a threshold is a number
  const threshold: string = info.threshold
  const status: TransactionDetails['txStatus'] = TransactionStatus.SUCCESS
  return threshold && status ? info.owners[0]?.value : undefined
}
`,
    )
    const checked = await run(process.execPath, [tscBin, '-p', join(consumerDir, 'tsconfig.json')], {
      cwd: consumerDir,
    }).then(
      () => 'clean',
      (error: { stdout?: string }) => error.stdout ?? String(error),
    )
    expect(checked).toBe('clean')
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

/** A gateway on another origin than the page: CORS with credentials, a SIWE cookie, a 404 and a request that hangs. */
function crossOriginGateway(pageUrl: string) {
  const cors = {
    'Access-Control-Allow-Origin': pageUrl,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Headers': 'content-type, accept',
    'Access-Control-Allow-Methods': 'GET, POST, DELETE',
  }
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { ...cors, 'Content-Type': 'application/json' })
    res.end(JSON.stringify(body))
  }
  const routes: Record<string, (req: RecordedRequest, res: ServerResponse) => void> = {
    '/v1/auth/verify': (_req, res) => {
      res.writeHead(200, { ...cors, 'Set-Cookie': 'concord_session=s1; Path=/; HttpOnly; SameSite=Lax' })
      res.end()
    },
    '/v1/auth/me': (req, res) => json(res, 200, { address: '0xabc', chainId: '1', cookie: req.headers.cookie ?? null }),
    '/v1/chains/404': (_req, res) => json(res, 404, { code: 404, message: 'Chain not found' }),
  }
  return (req: RecordedRequest, res: ServerResponse) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors)
      res.end()
      return
    }
    // Never answers: the page aborts it.
    if (req.pathname.endsWith('/0xhang/nonces')) return
    const route = routes[req.pathname]
    if (route) route(req, res)
    else json(res, 200, { safes: [], cookie: req.headers.cookie ?? null })
  }
}

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
    server.respond(crossOriginGateway(page.url))
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
