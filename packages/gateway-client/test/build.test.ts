import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendJson, startTestServer, type TestServer } from './testServer.js'

const run = promisify(execFile)
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const repoRoot = join(packageDir, '..', '..')
const tscBin = createRequire(import.meta.url).resolve('typescript/bin/tsc')

let server: TestServer

beforeAll(async () => {
  // The same command as `npm run build -w @concord/gateway-client`.
  await run(process.execPath, [tscBin, '-p', join(packageDir, 'tsconfig.build.json')], { cwd: packageDir })
  server = await startTestServer()
}, 120_000)
afterAll(() => server?.close())

describe('built package', () => {
  it('emits ESM with declarations where package.json exports point', () => {
    expect(existsSync(join(packageDir, 'dist', 'index.js'))).toBe(true)
    expect(existsSync(join(packageDir, 'dist', 'index.d.ts'))).toBe(true)
  })

  it('imports by package name in plain Node (no source condition) and calls the gateway', async () => {
    server.respond((req, res) => sendJson(res, 200, { safes: [req.pathname] }))
    const script = `
      import { createGatewayClient, getOwnedSafes, setBaseUrl, GatewayError } from '@concord/gateway-client'
      import { fileURLToPath } from 'node:url'
      const resolved = fileURLToPath(import.meta.resolve('@concord/gateway-client'))
      setBaseUrl(process.env.GATEWAY_URL)
      const viaModule = await getOwnedSafes('1', '0xabc')
      const viaClient = await createGatewayClient({ baseUrl: process.env.GATEWAY_URL }).getOwnedSafes('5', '0xdef')
      console.log(JSON.stringify({ resolved, viaModule, viaClient, errorClass: typeof GatewayError }))
    `
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      cwd: repoRoot,
      env: { ...process.env, GATEWAY_URL: server.url, NODE_OPTIONS: '' },
    })
    const out = JSON.parse(stdout)
    expect(out.resolved).toBe(join(packageDir, 'dist', 'index.js'))
    expect(out.viaModule).toEqual({ safes: ['/v1/chains/1/owners/0xabc/safes'] })
    expect(out.viaClient).toEqual({ safes: ['/v1/chains/5/owners/0xdef/safes'] })
    expect(out.errorClass).toBe('function')
  })
})
