import { webBuildOfRun } from '@concord/test-kit/web-build'
import { describe, expect, it } from 'vitest'
import { firstPaintJs, SAFE_HOME_ROUTE, SAFE_QUEUE_ROUTE } from './firstPaintJs'

// Issue 17: a Safe's home paints with at most 150 KB of gzip JS. Measured from the production build's manifest (the
// entry, the route's lazy modules and their static imports), so a change that drags a heavy library (RainbowKit, ENS
// normalisation, secp256k1, viem's transaction actions …) into the first paint fails here, whatever the machine's
// speed. The queue is held to the same budget: Lighthouse's target covers it too.
const BUDGET_KB = 150
// Over HTTP/1.1 a browser opens six connections to the gateway: on a phone's network every further round of requests
// costs a round trip before the page can paint its data. build/firstPaintGroups.ts keeps a page's first paint in a
// handful of files; this fails when a change scatters it again.
const BUDGET_FILES = 12

const pages = [
  { name: "a Safe's home", route: SAFE_HOME_ROUTE },
  { name: "a Safe's queue", route: SAFE_QUEUE_ROUTE },
]

describe.each(pages)('the first paint of $name', ({ route }) => {
  it(`needs at most ${BUDGET_KB} KB of gzip JS in at most ${BUDGET_FILES} files`, { timeout: 300_000 }, async () => {
    const chunks = firstPaintJs(await webBuildOfRun(), route)
    const totalKb = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0) / 1024
    const largest = [...chunks]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .slice(0, 8)
      .map((chunk) => `${chunk.file} ${(chunk.gzipBytes / 1024).toFixed(1)} KB`)
    expect(totalKb, `first-paint JS ${totalKb.toFixed(1)} KB; largest: ${largest.join(', ')}`).toBeLessThanOrEqual(
      BUDGET_KB,
    )
    expect(chunks.map((chunk) => chunk.file).length, chunks.map((chunk) => chunk.file).join(', ')).toBeLessThanOrEqual(
      BUDGET_FILES,
    )
  })
})
