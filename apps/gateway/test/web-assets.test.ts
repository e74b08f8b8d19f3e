import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { get as httpGet } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StaticGateway, startStaticGateway } from './support/static-gateway.js'

let gateway: StaticGateway
let webRoot: string
const script = `console.log(${JSON.stringify('concord '.repeat(400))})`
// A value that would end the data block early if it were not escaped.
const webConfig = { gatewayUrl: '', appName: 'Concord </script><script>alert(1)</script>' }

beforeAll(async () => {
  // A build as apps/web's Vite config writes it: hashed assets with their .br and .gz beside them.
  webRoot = mkdtempSync(join(tmpdir(), 'concord-web-assets-'))
  mkdirSync(join(webRoot, 'assets'))
  writeFileSync(
    join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>Concord</title></head><body></body></html>',
  )
  writeFileSync(join(webRoot, 'assets', 'index-Ab12Cd34.js'), script)
  writeFileSync(join(webRoot, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(script))
  writeFileSync(join(webRoot, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync(script))
  gateway = await startStaticGateway({ webRoot, webConfig })
})

afterAll(async () => {
  await gateway?.stop()
  if (webRoot) rmSync(webRoot, { recursive: true, force: true })
})

/** A raw GET (no automatic accept-encoding or decoding), so the test sees the bytes on the wire. */
function rawGet(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    httpGet(`${gateway.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
}

describe('the built web app as the gateway serves it', () => {
  it('sends the pre-compressed brotli or gzip file the browser accepts, and the plain file otherwise', async () => {
    const br = await rawGet('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.status).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toContain('accept-encoding')
    expect(br.body.equals(brotliCompressSync(script))).toBe(true)
    expect(br.body.length).toBeLessThan(script.length / 4)

    const gz = await rawGet('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.body.equals(gzipSync(script))).toBe(true)

    const plain = await rawGet('/assets/index-Ab12Cd34.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(script)
  })

  it('lets browsers keep hashed assets for good, and revalidate index.html and app routes', async () => {
    const asset = await rawGet('/assets/index-Ab12Cd34.js')
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const index = await rawGet('/')
    expect(index.headers['cache-control']).toBe('no-cache')
    const route = await rawGet('/dev:0x0000000000000000000000000000000000000001/home')
    expect(route.status).toBe(200)
    expect(route.body.toString()).toContain('<title>Concord</title>')
    expect(route.headers['cache-control']).toBe('no-cache')
  })

  it('inlines the run-time config and the chains into the page, so the app boots without fetching them', async () => {
    for (const path of ['/', '/dev:0x0000000000000000000000000000000000000001/transactions/queue']) {
      const page = await rawGet(path, { 'accept-encoding': 'gzip, br' })
      expect(page.headers['content-encoding']).toBe('br')
      const html = brotliDecompressSync(page.body).toString()
      const block = /<script type="application\/json" id="concord-boot">([^<]*)<\/script><\/head>/.exec(html)
      expect(block?.[1], html).toBeDefined()
      const boot = JSON.parse(block?.[1] ?? '') as { config: typeof webConfig; chains: { chainId: string }[] }
      expect(boot.config).toEqual(webConfig)
      const chains = (await (await fetch(`${gateway.url}/v1/chains`)).json()) as { results: unknown[] }
      expect(boot.chains).toEqual(chains.results)
    }
    const plain = await rawGet('/')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toContain('id="concord-boot"')
  })
})
