// Writes the gateway's OpenAPI document to apps/gateway/openapi.json, generated from its routes without a database
// or a chain, so every change of the wire format shows up as a diff of that file. `--check` (part of `npm run check`)
// writes nothing: it exits 1 and names each place where the routes and the committed file differ.
// Run: node --conditions=source --import tsx scripts/gateway-openapi.ts [--check]
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { openApiDocument } from '@concord/gateway'

const snapshotPath = join(import.meta.dirname, '..', 'apps', 'gateway', 'openapi.json')
const MAX_LISTED = 40

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** The JSON paths at which `a` and `b` differ (a member only one of them has counts as a difference). */
function differences(a: unknown, b: unknown, path: string): string[] {
  if (!isRecord(a) || !isRecord(b) || Array.isArray(a) !== Array.isArray(b)) {
    return JSON.stringify(a) === JSON.stringify(b) ? [] : [path || '(root)']
  }
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])]
  return keys.flatMap((key) => {
    const at = `${path}${Array.isArray(a) ? `[${key}]` : `.${key}`}`
    if (!(key in b)) return [`${at} (only in the routes)`]
    if (!(key in a)) return [`${at} (only in the committed file)`]
    return differences(a[key], b[key], at)
  })
}

const generated = await openApiDocument()
const text = `${JSON.stringify(generated, null, 2)}\n`
if (!process.argv.includes('--check')) {
  writeFileSync(snapshotPath, text)
  console.log(`Wrote ${snapshotPath}`)
} else {
  let committed: unknown = null
  try {
    committed = JSON.parse(readFileSync(snapshotPath, 'utf8'))
  } catch {
    // A missing or broken file differs everywhere.
  }
  const found = differences(generated, committed, '')
  if (found.length > 0) {
    console.error(`apps/gateway/openapi.json is out of date with the gateway's routes (${found.length} differences):`)
    for (const path of found.slice(0, MAX_LISTED)) console.error(`  ${path}`)
    if (found.length > MAX_LISTED) console.error(`  … and ${found.length - MAX_LISTED} more`)
    console.error('Run `npm run openapi` and commit apps/gateway/openapi.json with the change.')
    process.exit(1)
  }
  console.log('apps/gateway/openapi.json matches the routes')
}
