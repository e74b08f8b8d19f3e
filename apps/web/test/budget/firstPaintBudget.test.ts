import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { webBuildOfRun } from '@concord/test-kit/web-build'
import { describe, expect, it } from 'vitest'
import {
  AFTER_SETTLE_CHUNKS,
  afterFirstPaintJs,
  dynamicImportsOf,
  type FirstPaintChunk,
  firstPaintJs,
  SAFE_ASSETS_ROUTE,
  SAFE_HISTORY_ROUTE,
  SAFE_HOME_ROUTE,
  SAFE_QUEUE_ROUTE,
  SAFE_TX_DETAILS_ROUTE,
} from './firstPaintJs'

// Issue 17: a Safe's home paints with at most 150 KB of gzip JS; issue 35 point 12 asks 130 KB, and this budget
// follows what is reached on the way (viem's HTTP transport after the first paint: 149.7 -> 145.2 KB; the wallet
// config's code after the first paint: 136.9 KB; nested Safes, spending limits and the queue's executing marks then
// added 2 KB: 139.0 KB; react-router's unused components and Link's prefetch code, the shared modules no first paint
// reaches and the Safe's event stream out of it: 134.5 KB; Preact's compat layer in place of React DOM: 84.0 KB; the
// Coinbase SDK's own Preact 10 out of the framework's chunk: 77.9 KB, history 82.4 KB).
// Measured from the production build's manifest (the entry, the route's lazy modules and their static imports), so a
// change that drags a heavy library (RainbowKit, ENS normalisation, secp256k1, viem's transaction actions …) into the
// first paint fails here, whatever the machine's speed. The queue is held to the same budget: Lighthouse's target
// covers it too.
const BUDGET_KB = 85
// Over HTTP/1.1 a browser opens six connections to the gateway: on a phone's network every further round of requests
// costs a round trip before the page can paint its data. build/firstPaintGroups.ts keeps a page's first paint in a
// handful of files; this fails when a change scatters it again.
const BUDGET_FILES = 12

// What a Safe page loads once it has settled (ENS names, the bell, offline mode, the address book's sync, the batch
// drawer) is paid by every visit, on a phone's data and CPU too. It was 145 KB: wagmi's public client carried every
// public action and secp256k1, ens-normalize's tables came for plain names, and zod's full API for localStorage. It
// is about 61 KB now; offline mode's chain reads stay in it, since the gateway that serves the app may be the thing
// that is down.
const AFTER_SETTLE_BUDGET_KB = 72

const kbOf = (chunks: FirstPaintChunk[]) => chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0) / 1024
const largestOf = (chunks: FirstPaintChunk[]) =>
  [...chunks]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, 8)
    .map((chunk) => `${chunk.file} ${(chunk.gzipBytes / 1024).toFixed(1)} KB`)
    .join(', ')

const pages = [
  { name: "a Safe's home", route: SAFE_HOME_ROUTE },
  { name: "a Safe's queue", route: SAFE_QUEUE_ROUTE },
]

describe.each(pages)('the first paint of $name', ({ route }) => {
  it(`needs at most ${BUDGET_KB} KB of gzip JS in at most ${BUDGET_FILES} files`, { timeout: 300_000 }, async () => {
    const chunks = firstPaintJs(await webBuildOfRun(), route)
    const totalKb = kbOf(chunks)
    expect(totalKb, `first-paint JS ${totalKb.toFixed(1)} KB; largest: ${largestOf(chunks)}`).toBeLessThanOrEqual(
      BUDGET_KB,
    )
    expect(chunks.map((chunk) => chunk.file).length, chunks.map((chunk) => chunk.file).join(', ')).toBeLessThanOrEqual(
      BUDGET_FILES,
    )
  })
})

// Assets and history, the other pages Lighthouse's target covers, are held to the same bytes in a few more files (their
// own lists' modules). History's look-alike check imports `looksAlike` by its own path (@concord/protocol/look-alike):
// through the package's index it brought the whole protocol package and viem's ABI coding (106.1 KB in 20 files).
const OTHER_PAGES_BUDGET_FILES = 14
const otherPages = [
  { name: "a Safe's assets", route: SAFE_ASSETS_ROUTE },
  { name: "a Safe's history", route: SAFE_HISTORY_ROUTE },
]

describe.each(otherPages)('the first paint of $name', ({ route }) => {
  it(`needs at most ${BUDGET_KB} KB of gzip JS in at most ${OTHER_PAGES_BUDGET_FILES} files`, {
    timeout: 300_000,
  }, async () => {
    const chunks = firstPaintJs(await webBuildOfRun(), route)
    const totalKb = kbOf(chunks)
    expect(totalKb, `first-paint JS ${totalKb.toFixed(1)} KB; largest: ${largestOf(chunks)}`).toBeLessThanOrEqual(
      BUDGET_KB,
    )
    expect(chunks.length, chunks.map((chunk) => chunk.file).join(', ')).toBeLessThanOrEqual(OTHER_PAGES_BUDGET_FILES)
  })
})

// react-router's own Link brings its prefetch and route-discovery code (framework mode's) to a declarative router;
// the app's Link (src/app/router, build/lightRouterLinks.ts) is an <a href> without it. `data-discover` is the
// attribute that code writes.
describe.each(pages)('the first paint of $name', ({ route }) => {
  it('holds no react-router Link prefetch or route-discovery code', { timeout: 300_000 }, async () => {
    const dist = await webBuildOfRun()
    const withDiscovery = firstPaintJs(dist, route).filter((chunk) =>
      readFileSync(join(dist, chunk.file), 'utf8').includes('data-discover'),
    )
    expect(withDiscovery.map((chunk) => chunk.file)).toEqual([])
  })
})

// A transaction's details paint its title, status and execution first; its panels (decoded calls, checks, signers),
// Sign, Execute and the queue actions (wallet signing, execution, most of viem), the simulation's and the chain reads'
// public client and the hash check come in chunks of their own once the page shows (274 KB in 77 files when they were
// all in the page's static imports; 174.5 KB on React DOM, 123.7 KB on Preact, 82.2 KB in 11 files with the panels
// loaded after the title; 76.7 KB without the Coinbase SDK's Preact 10).
const DETAILS_BUDGET_KB = 85
const DETAILS_LATE_CHUNKS = [
  'TxDetailsPanels',
  'useCallChecks',
  'TxActions',
  'runSimulation',
  'verifyTxHashes',
  'getPublicClient',
  'secp256k1',
]

describe("the first paint of a transaction's details", () => {
  it(`needs at most ${DETAILS_BUDGET_KB} KB of gzip JS, without its panels, actions, simulation and hash check`, {
    timeout: 300_000,
  }, async () => {
    const chunks = firstPaintJs(await webBuildOfRun(), SAFE_TX_DETAILS_ROUTE)
    const totalKb = kbOf(chunks)
    expect(
      totalKb,
      `details first-paint JS ${totalKb.toFixed(1)} KB; largest: ${largestOf(chunks)}`,
    ).toBeLessThanOrEqual(DETAILS_BUDGET_KB)
    const late = chunks.filter((chunk) => DETAILS_LATE_CHUNKS.some((name) => chunk.file.includes(`/${name}-`)))
    expect(late.map((chunk) => chunk.file)).toEqual([])
  })
})

describe.each(pages)('once $name has settled', ({ route }) => {
  it(`loads at most ${AFTER_SETTLE_BUDGET_KB} KB more of gzip JS`, { timeout: 300_000 }, async () => {
    const chunks = afterFirstPaintJs(await webBuildOfRun(), route, AFTER_SETTLE_CHUNKS)
    const totalKb = kbOf(chunks)
    expect(
      totalKb,
      `JS after the first paint ${totalKb.toFixed(1)} KB; largest: ${largestOf(chunks)}`,
    ).toBeLessThanOrEqual(AFTER_SETTLE_BUDGET_KB)
  })
})

describe('offline mode', () => {
  it('has all its code once loaded: nothing to fetch from the gateway after the gateway went down', async () => {
    // The gateway serves the app too: once it is down, a chunk imported on demand could not arrive.
    expect(dynamicImportsOf(await webBuildOfRun(), 'OfflineMode')).toEqual([])
  })
})

// index.html is mostly its import map: every chunk's SHA-256 (Subresource Integrity), which does not compress. A phone
// gets the first 14,600 bytes of a response in one round trip on a new connection (TCP's initial window: 10 segments);
// a page above that waits one more round trip (150 ms on Lighthouse's slow 4G) before it can load a script. The
// gateway adds the boot data (about 0.6 KB compressed, one chain) and about 1.6 KB of headers (the CSP): the file itself
// keeps under 12 KB with Brotli's best, as the gateway sends it (web-index-html.ts). Grouping the wallet SDKs' icons
// and RainbowKit's English-only locale (build/firstPaintGroups.ts, build/rainbowKitEnglish.ts) brought 365 entries to
// about 230.
const INDEX_HTML_BUDGET_BYTES = 12_000

describe('index.html', () => {
  it(`fits ${INDEX_HTML_BUDGET_BYTES} bytes compressed, so the page comes in one round trip`, async () => {
    const html = readFileSync(join(await webBuildOfRun(), 'index.html'))
    const bytes = brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    })
    expect(bytes.length).toBeLessThanOrEqual(INDEX_HTML_BUDGET_BYTES)
  })
})
