import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { webBuildOfRun } from '@concord/test-kit/web-build'
import { describe, expect, it } from 'vitest'
import { isLatePart, LATE_PARTS } from '../../build/latePartsPreload'

// The preload list Vite writes for a dynamic import: `import(`./X.js`)…,__vite__mapDeps([…]))`; none is `…,[])`.
const PRELOAD_LIST = '__vite__mapDeps('
const NO_PRELOAD_LIST = ',[])'

/** For each `import()` of `file` in the built JS, whether Vite gave it a preload list. */
function preloadListsOf(dist: string, file: string): boolean[] {
  const name = file.replace(/^assets\//, '')
  const found: boolean[] = []
  for (const chunk of readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'))) {
    const code = readFileSync(join(dist, 'assets', chunk), 'utf8')
    for (let at = code.indexOf(`import(\`./${name}\`)`); at >= 0; at = code.indexOf(`import(\`./${name}\`)`, at + 1)) {
      const rest = code.slice(at, at + 400)
      const list = rest.indexOf(PRELOAD_LIST)
      const none = rest.indexOf(NO_PRELOAD_LIST)
      found.push(list >= 0 && (none < 0 || list < none))
    }
  }
  return found
}

// Issue 35 point 12: a Safe page's own late parts (security card, ENS names, bell, offline mode …) load without Vite's
// preload links, whose insertion was most of a phone's blocking time once the page had painted; pages keep theirs.
describe('the late parts of a Safe page', () => {
  it('are imported without a preload list; a page still has one', { timeout: 300_000 }, async () => {
    const dist = await webBuildOfRun()
    const files = readdirSync(join(dist, 'assets')).map((f) => `assets/${f}`)
    for (const name of LATE_PARTS) {
      const file = files.find((f) => isLatePart(f) && f.startsWith(`assets/${name}-`))
      expect(file, `a chunk named ${name} is in the build (rename it in build/latePartsPreload.ts)`).toBeDefined()
      const lists = preloadListsOf(dist, file as string)
      expect(lists.length, `${name} is imported`).toBeGreaterThan(0)
      expect(lists, name).not.toContain(true)
    }
    const dashboard = files.find((f) => /^assets\/DashboardPage-[\w-]{8}\.js$/.test(f))
    expect(preloadListsOf(dist, dashboard as string)).toContain(true)
  })
})
