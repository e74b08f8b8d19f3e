import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const depcruise = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs')
const config = join(root, '.dependency-cruiser.cjs')

/** Runs the repository's dependency rules (as `npm run check:deps` does) over `paths` inside `cwd`. */
function checkDeps(cwd: string, paths: string[]) {
  const run = spawnSync(process.execPath, [depcruise, '--config', config, ...paths], { cwd, encoding: 'utf8' })
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` }
}

/** The `src/` folders of every package and app, as `npm run check:deps` lists them. */
function sourceFolders(base: string): string[] {
  return ['apps', 'packages'].flatMap((group) => readdirSync(join(base, group)).map((name) => `${group}/${name}/src`))
}

/** Writes a small tree of TypeScript files (path → content) under `base`. */
function writeTree(base: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(base, path)), { recursive: true })
    writeFileSync(join(base, path), content)
  }
}

// A web app and a gateway laid out as ours are, each file importing only what the rules allow.
const allowed: Record<string, string> = {
  'apps/web/src/ui/Button.ts': 'export const Button = 1\n',
  'apps/web/src/features/batch/index.ts': "export { useBatch } from './useBatch'\n",
  'apps/web/src/features/batch/useBatch.ts':
    "import { Button } from '../../ui/Button'\nexport const useBatch = Button\n",
  'apps/web/src/features/queue/QueuePage.tsx': "import { useBatch } from '../batch'\nexport const page = useBatch\n",
  'apps/web/src/app/routes.ts': "export const load = () => import('../features/queue/QueuePage')\n",
  'apps/gateway/src/db/db.ts': 'export type Db = { query(sql: string): Promise<unknown[]> }\n',
  'apps/gateway/src/modules/safes/index.ts': "export { loadSafe } from './load-safe.js'\n",
  'apps/gateway/src/modules/safes/safe-repository.ts':
    "import type { Db } from '../../db/db.js'\nexport const byAddress = (db: Db) => db.query('select 1')\n",
  'apps/gateway/src/modules/safes/load-safe.ts':
    "import { byAddress } from './safe-repository.js'\nexport const loadSafe = byAddress\n",
  'apps/gateway/src/modules/transactions/queue.ts':
    "import { loadSafe } from '../safes/index.js'\nexport const queue = loadSafe\n",
  'packages/protocol/src/hash.ts': "import type { Tx } from './tx.js'\nexport const hash = (tx: Tx) => tx\n",
  'packages/protocol/src/tx.ts': 'export type Tx = { to: string }\n',
}

// Each entry breaks one rule: a deep import into another feature, a back-arrow between features (through their front
// doors), a shared layer importing a feature, a module reading another module's repository, the ground importing a
// module, and a type-only import cycle.
const violations: Record<string, Record<string, string>> = {
  'web-feature-front-door': {
    'apps/web/src/features/queue/QueuePage.tsx':
      "import { useBatch } from '../batch/useBatch'\nexport const page = useBatch\n",
  },
  'web-features-one-way': {
    'apps/web/src/features/queue/index.ts': "export { page } from './QueuePage'\n",
    'apps/web/src/features/batch/useBatch.ts': "import { page } from '../queue'\nexport const useBatch = page\n",
  },
  'web-shared-below-features': {
    'apps/web/src/ui/Button.ts': "import { useBatch } from '../features/batch'\nexport const Button = useBatch\n",
  },
  'gateway-module-front-door': {
    'apps/gateway/src/modules/transactions/queue.ts':
      "import { byAddress } from '../safes/safe-repository.js'\nexport const queue = byAddress\n",
  },
  'gateway-ground-below-modules': {
    'apps/gateway/src/db/db.ts':
      "import '../modules/safes/index.js'\nexport type Db = { query(sql: string): Promise<unknown[]> }\n",
  },
  'no-circular': {
    'packages/protocol/src/tx.ts':
      "import type { hash } from './hash.js'\nexport type Tx = { to: string; h?: typeof hash }\n",
  },
}

describe('dependency rules (npm run check:deps)', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'concord-deps-'))
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  it('hold in the repository', () => {
    const result = checkDeps(root, sourceFolders(root))
    expect(result.output).toContain('no dependency violations found')
    expect(result.ok).toBe(true)
  })

  it('accept a tree that imports only what they allow', () => {
    const base = join(scratch, 'allowed')
    writeTree(base, allowed)
    const result = checkDeps(base, ['apps', 'packages'])
    expect(result.output).toContain('no dependency violations found')
  })

  it.each(Object.entries(violations))('fail on a tree that breaks %s', (rule, changes) => {
    const base = join(scratch, rule)
    writeTree(base, { ...allowed, ...changes })
    const result = checkDeps(base, ['apps', 'packages'])
    expect(result.ok).toBe(false)
    expect(result.output).toContain(`error ${rule}:`)
  })
})
