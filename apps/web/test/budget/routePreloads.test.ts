import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { webBuildOfRun } from '@concord/test-kit/web-build'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { firstPaintJs, SAFE_HOME_ROUTE, SAFE_TX_DETAILS_ROUTE } from './firstPaintJs'

const RoutePreloads = z.array(z.object({ path: z.string(), files: z.array(z.string()) }))

/** route-preloads.json of the run's build: each route's files beyond what index.html loads. */
async function routePreloads(): Promise<{ dist: string; table: z.output<typeof RoutePreloads> }> {
  const dist = await webBuildOfRun()
  return { dist, table: RoutePreloads.parse(JSON.parse(readFileSync(join(dist, 'route-preloads.json'), 'utf8'))) }
}

// Issue 35 point 12: the gateway adds a route's files to its page as modulepreloads (web-route-preloads.ts), so a
// phone fetches a transaction's details' 26 files with the app's rather than once the router has run.
describe('the route table of the build', () => {
  it("lists each Safe page's own files: what its first paint needs beyond index.html's", {
    timeout: 300_000,
  }, async () => {
    const { dist, table } = await routePreloads()
    const atStart = new Set(firstPaintJs(dist, []).map((chunk) => chunk.file))
    for (const [path, route] of [
      ['/:safe/home', SAFE_HOME_ROUTE],
      ['/:safe/transactions/tx', SAFE_TX_DETAILS_ROUTE],
    ] as const) {
      const files = table.find((entry) => entry.path === path)?.files
      const needed = firstPaintJs(dist, route).filter((chunk) => !atStart.has(chunk.file))
      expect(files, path).toEqual(expect.arrayContaining(needed.map((chunk) => chunk.file)))
      expect(
        files?.some((file) => atStart.has(file)),
        path,
      ).toBe(false)
    }
  })

  it('names every page of src/app/routes.tsx once, with files that are in the build', async () => {
    const { dist, table } = await routePreloads()
    const paths = table.map((entry) => entry.path)
    expect(new Set(paths).size).toBe(paths.length)
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/new-safe', '/:safe', '/:safe/transactions/history', '/:safe/settings/:tab']),
    )
    for (const file of table.flatMap((entry) => entry.files)) expect(existsSync(join(dist, file)), file).toBe(true)
  })
})
