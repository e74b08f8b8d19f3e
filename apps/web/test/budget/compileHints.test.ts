import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { webBuildOfRun } from '@concord/test-kit/web-build'
import { describe, expect, it } from 'vitest'
import { COMPILE_HINT } from '../../build/compileHints'
import { firstPaintJs, SAFE_HISTORY_ROUTE, SAFE_TX_DETAILS_ROUTE } from './firstPaintJs'

/** Whether the built file starts with V8's compile hint as its own first line. */
function hinted(dist: string, file: string): boolean {
  return readFileSync(join(dist, file), 'utf8').startsWith(`${COMPILE_HINT}\n`)
}

/** The built chunk whose file name is `<name>-<hash>.js`. */
function chunkFile(dist: string, name: string): string {
  const file = readdirSync(join(dist, 'assets')).find((f) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(f))
  if (!file) throw new Error(`no chunk named ${name} in the build`)
  return `assets/${file}`
}

// Issue 35 point 12: without the hint V8 compiles each function on the main thread the first time it runs, inside
// the long tasks of a page's first render on a slow phone; with it, in the background as the file loads.
describe('the compile hint of the build', () => {
  it("starts every chunk of a Safe page's load, and no chunk loaded only on demand", {
    timeout: 300_000,
  }, async () => {
    const dist = await webBuildOfRun()
    const atLoad = [...firstPaintJs(dist, SAFE_HISTORY_ROUTE), ...firstPaintJs(dist, SAFE_TX_DETAILS_ROUTE)].map(
      (chunk) => chunk.file,
    )
    expect(atLoad.length).toBeGreaterThan(10)
    for (const file of [...atLoad, chunkFile(dist, 'TxDetailsPanels')]) expect(hinted(dist, file), file).toBe(true)
    for (const name of ['metamask-sdk', 'w3m-modal']) expect(hinted(dist, chunkFile(dist, name)), name).toBe(false)
  })

  it("is in the bytes the entry's integrity covers", async () => {
    const dist = await webBuildOfRun()
    const html = readFileSync(join(dist, 'index.html'), 'utf8')
    const entry = /<script type="module"[^>]*src="\/(assets\/index-[\w-]{8}\.js)"[^>]*integrity="([^"]+)"/.exec(html)
    expect(entry, 'index.html has the entry script with its integrity').not.toBeNull()
    const [, file, integrity] = entry as RegExpExecArray
    expect(hinted(dist, file as string)).toBe(true)
    const digest = createHash('sha256')
      .update(readFileSync(join(dist, file as string)))
      .digest('base64')
    expect(integrity).toBe(`sha256-${digest}`)
  })
})
