import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { beforeAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const repoRoot = join(packageDir, '..', '..')
const tscBin = createRequire(import.meta.url).resolve('typescript/bin/tsc')

beforeAll(async () => {
  // The same command as `npm run build -w @concord/apps-contract`.
  await run(process.execPath, [tscBin, '-p', join(packageDir, 'tsconfig.build.json')], { cwd: packageDir })
}, 120_000)

describe('built package', () => {
  it('emits ESM with declarations where package.json exports point', () => {
    expect(existsSync(join(packageDir, 'dist', 'index.js'))).toBe(true)
    expect(existsSync(join(packageDir, 'dist', 'index.d.ts'))).toBe(true)
  })

  it('imports by package name in plain Node (no source condition)', async () => {
    const script = `
      import { Methods, PROXIED_RPC_CALLS, isMethod } from '@concord/apps-contract'
      import { fileURLToPath } from 'node:url'
      const resolved = fileURLToPath(import.meta.resolve('@concord/apps-contract'))
      console.log(JSON.stringify({ resolved, method: Methods.getSafeInfo, calls: PROXIED_RPC_CALLS.length, known: isMethod('rpcCall') }))
    `
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      cwd: repoRoot,
      env: { ...process.env, NODE_OPTIONS: '' },
    })
    expect(JSON.parse(stdout)).toEqual({
      resolved: join(packageDir, 'dist', 'index.js'),
      method: 'getSafeInfo',
      calls: 12,
      known: true,
    })
  })
})
