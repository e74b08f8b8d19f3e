import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StaticGateway, startStaticGateway } from './support/static-gateway.js'

const SAFE = 'dev:0x0000000000000000000000000000000000000001'
const DETAILS_SRI = 'sha256-O1m2qTcpGNYqrqSMo0XwQ+bn7jNN89blUFrr7xMmlyU='
// A built index.html's head, as apps/web's build writes it: the import map holds every chunk's integrity.
const indexHtml = `<!doctype html><html><head><script type="importmap">${JSON.stringify({
  integrity: { '/assets/TxDetailsPage-Ab12Cd34.js': DETAILS_SRI },
})}</script><title>Concord</title></head><body></body></html>`
const table = [
  { path: '/:safe/transactions/tx', files: ['assets/TxDetailsPage-Ab12Cd34.js', 'assets/cursor-Ef56Gh78.js'] },
  { path: '/:safe/transactions/new/*', files: ['assets/NewTxPage-Ij90Kl12.js'] },
]

/** A web root holding index.html and, when given, route-preloads.json. */
function webRootWith(preloads: string | undefined): string {
  const root = mkdtempSync(join(tmpdir(), 'concord-route-preloads-'))
  mkdirSync(join(root, 'assets'))
  writeFileSync(join(root, 'index.html'), indexHtml)
  if (preloads !== undefined) writeFileSync(join(root, 'route-preloads.json'), preloads)
  return root
}

let gateway: StaticGateway
let webRoot: string

beforeAll(async () => {
  webRoot = webRootWith(JSON.stringify(table))
  gateway = await startStaticGateway({ webRoot })
})

afterAll(async () => {
  await gateway?.stop()
  if (webRoot) rmSync(webRoot, { recursive: true, force: true })
})

/** The page the gateway sends for `path`, as a browser accepting Brotli gets it. */
async function pageAt(path: string): Promise<string> {
  const response = await fetch(`${gateway.url}${path}`, { headers: { 'accept-encoding': 'br' } })
  expect(response.status).toBe(200)
  // fetch decodes the body itself; the bytes on the wire are checked once below.
  return response.text()
}

const preloadsOf = (html: string) => [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((match) => match[0])

describe("the page for a route of the app's table", () => {
  it("links the route's own files as modulepreloads, with their integrity from the import map", async () => {
    const html = await pageAt(`/${SAFE}/transactions/tx?id=multisig_0x1_0x2`)
    expect(preloadsOf(html)).toEqual([
      `<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/TxDetailsPage-Ab12Cd34.js" integrity="${DETAILS_SRI}">`,
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/cursor-Ef56Gh78.js">',
    ])
    expect(html.indexOf('modulepreload')).toBeGreaterThan(html.indexOf('id="concord-boot"'))
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'))
    expect(preloadsOf(await pageAt(`/${SAFE}/transactions/new/send`))).toEqual([
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/NewTxPage-Ij90Kl12.js">',
    ])
  })

  it('links nothing for a path no route names, and sends each compression of the same page', async () => {
    expect(preloadsOf(await pageAt(`/${SAFE}/home`))).toEqual([])
    expect(preloadsOf(await pageAt(`/${SAFE}/transactions/tx/more`))).toEqual([])
    const raw = await new Promise<Buffer>((resolve, reject) => {
      import('node:http').then(({ get }) =>
        get(`${gateway.url}/${SAFE}/transactions/tx`, { headers: { 'accept-encoding': 'br' } }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => resolve(Buffer.concat(chunks)))
        }).on('error', reject),
      )
    })
    expect(brotliDecompressSync(raw).toString()).toBe(await pageAt(`/${SAFE}/transactions/tx`))
  })

  it("refuses to start on a route table that is not the build's, saying to rebuild the web app", async () => {
    const forged = webRootWith(JSON.stringify([{ path: '/', files: ['assets/x.js"><script>alert(1)</script>'] }]))
    try {
      await expect(startStaticGateway({ webRoot: forged })).rejects.toThrow(/rebuild the web app/)
    } finally {
      rmSync(forged, { recursive: true, force: true })
    }
  })
})
