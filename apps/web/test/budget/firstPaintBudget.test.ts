import { webBuildOfRun } from '@concord/test-kit/web-build'
import { describe, expect, it } from 'vitest'
import { firstPaintJs, SAFE_HOME_ROUTE } from './firstPaintJs'

// Issue 17: a Safe's home paints with at most 150 KB of gzip JS. Measured from the production build's manifest (the
// entry, the home route's lazy modules and their static imports), so a change that drags a heavy library (RainbowKit,
// ENS normalisation, secp256k1 …) into the first paint fails here, whatever the machine's speed.
const BUDGET_KB = 150

describe("the first paint of a Safe's home", () => {
  it(`needs at most ${BUDGET_KB} KB of gzip JS`, { timeout: 300_000 }, async () => {
    const chunks = firstPaintJs(await webBuildOfRun(), SAFE_HOME_ROUTE)
    const totalKb = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0) / 1024
    const largest = [...chunks]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .slice(0, 8)
      .map((chunk) => `${chunk.file} ${(chunk.gzipBytes / 1024).toFixed(1)} KB`)
    expect(totalKb, `first-paint JS ${totalKb.toFixed(1)} KB; largest: ${largest.join(', ')}`).toBeLessThanOrEqual(
      BUDGET_KB,
    )
  })
})
