import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type ExampleAppsServer, startExampleApps } from '@concord/example-apps'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { isStale } from '../src/server/ensure-built.js'
import { rawRequest } from './harness/raw-get.js'

let server: ExampleAppsServer

beforeAll(async () => {
  server = await startExampleApps()
})

afterAll(async () => {
  await server?.close()
})

describe('catalogue entries', () => {
  test('lists the four apps with what a gateway Safe Apps entry needs, taken from their manifests', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(server.apps).toEqual([
      {
        id: 1,
        name: 'Transaction Builder',
        url: `${server.url}/tx-builder`,
        description: expect.stringContaining('batch'),
        iconUrl: `${server.url}/tx-builder/icon.svg`,
      },
      {
        id: 2,
        name: 'Message Signer',
        url: `${server.url}/message-signer`,
        description: expect.stringContaining('EIP-712'),
        iconUrl: `${server.url}/message-signer/icon.svg`,
      },
      {
        id: 3,
        name: 'CSV Airdrop',
        url: `${server.url}/csv-airdrop`,
        description: expect.stringContaining('CSV'),
        iconUrl: `${server.url}/csv-airdrop/icon.svg`,
      },
      {
        id: 4,
        name: 'wagmi Safe Reader',
        url: `${server.url}/wagmi-reader`,
        description: expect.stringContaining("wagmi's safe connector"),
        iconUrl: `${server.url}/wagmi-reader/icon.svg`,
      },
    ])
  })

  test.each([0, 1, 2, 3])(
    'app %i: page, manifest and icon are served, manifest and icon readable cross-origin',
    async (i) => {
      const app = server.apps[i]
      if (!app) throw new Error('missing app')
      for (const pageUrl of [app.url, `${app.url}/`]) {
        const page = await fetch(pageUrl)
        expect(page.status).toBe(200)
        expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
        expect(await page.text()).toContain(`<title>${app.name}</title>`)
      }

      // Safe{Wallet} fetches `${url}/manifest.json` from the wallet origin: it needs CORS and valid fields.
      const manifest = await fetch(`${app.url}/manifest.json`, { headers: { Origin: 'http://wallet.example' } })
      expect(manifest.status).toBe(200)
      expect(manifest.headers.get('content-type')).toBe('application/json; charset=utf-8')
      expect(manifest.headers.get('access-control-allow-origin')).toBe('*')
      expect(await manifest.json()).toEqual({
        name: app.name,
        description: app.description,
        iconPath: 'icon.svg',
        safe_apps_permissions: [],
      })

      const icon = await fetch(app.iconUrl)
      expect(icon.status).toBe(200)
      expect(icon.headers.get('content-type')).toBe('image/svg+xml')
      expect(icon.headers.get('access-control-allow-origin')).toBe('*')
      expect(await icon.text()).toMatch(/^<svg /)
    },
  )

  test('the page scripts it references are served as JavaScript', async () => {
    const html = await (await fetch(`${server.url}/tx-builder`)).text()
    const script = html.match(/<script type="module" crossorigin src="([^"]+)"/)?.[1]
    expect(script).toMatch(/^\/assets\/.+\.js$/)
    const response = await fetch(`${server.url}${script}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('cache-control')).toContain('immutable')
  })

  test('the landing page links to every app', async () => {
    const html = await (await fetch(`${server.url}/`)).text()
    expect(html).toContain('href="/tx-builder/"')
    expect(html).toContain('href="/message-signer/"')
    expect(html).toContain('href="/csv-airdrop/"')
    expect(html).toContain('href="/wagmi-reader/"')
  })
})

describe('refusals', () => {
  test.each([
    '/nope',
    '/tx-builder/missing.js',
    '/.build-stamp',
    '/../package.json',
    '/../../package.json',
    '/tx-builder/../../package.json',
    '/%2e%2e/package.json',
    '/..%2fpackage.json',
    '/tx-builder/..%2f..%2fpackage.json',
    '/..%5c..%5cpackage.json',
    '/%2e%2e%2f%2e%2e%2fsrc/index.ts',
    '//etc/passwd',
    '/assets/../../src/index.ts',
  ])('%s is 404 and leaks nothing', async (path) => {
    const response = await rawRequest(server.url, path)
    expect(response.status).toBe(404)
    expect(response.body).toBe('Not found\n')
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
  })

  test('writes are refused with 405', async () => {
    const response = await rawRequest(server.url, '/tx-builder/manifest.json', 'POST')
    expect(response.status).toBe(405)
    expect(response.headers.allow).toBe('GET, HEAD')
  })

  test('HEAD answers headers without a body', async () => {
    const response = await rawRequest(server.url, '/tx-builder/manifest.json', 'HEAD')
    expect(response.status).toBe(200)
    expect(Number(response.headers['content-length'])).toBeGreaterThan(0)
    expect(response.body).toBe('')
  })
})

describe('startup', () => {
  test('a port already in use fails with LISTEN_FAILED and a hint', async () => {
    const port = Number(new URL(server.url).port)
    await expect(startExampleApps({ port })).rejects.toMatchObject({
      name: 'ExampleAppsError',
      code: 'LISTEN_FAILED',
      message: expect.stringContaining('free the port or pick another one'),
    })
  })
})

describe('rebuild decision', () => {
  test('dist is stale without a completed build, fresh after one, stale again after a source edit', () => {
    const dir = mkdtempSync(join(tmpdir(), 'example-apps-stale-'))
    try {
      const paths = { appsRoot: join(dir, 'src'), distDir: join(dir, 'dist'), sourceDirs: [join(dir, 'src')] }
      mkdirSync(join(dir, 'src/nested'), { recursive: true })
      writeFileSync(join(dir, 'src/nested/main.ts'), 'export {}\n')
      expect(isStale(paths)).toBe(true)

      mkdirSync(paths.distDir)
      writeFileSync(join(paths.distDir, '.build-stamp'), 'now\n')
      const past = new Date(Date.now() - 60_000)
      utimesSync(join(dir, 'src/nested/main.ts'), past, past)
      expect(isStale(paths)).toBe(false)

      writeFileSync(join(dir, 'src/nested/main.ts'), 'export const edited = true\n')
      const future = new Date(Date.now() + 60_000)
      utimesSync(join(dir, 'src/nested/main.ts'), future, future)
      expect(isStale(paths)).toBe(true)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
