import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { type DevChain, startDevChain } from '@concord/devchain'
import { type Anvil, startAnvil } from '@concord/test-kit/anvil'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url))
const run = promisify(execFile)
/** `${NAME}`, the way a config file writes a reference to an environment variable. */
const ref = (name: string) => `\${${name}}`

let chain: DevChain
let bare: Anvil
const scratch = mkdtempSync(join(tmpdir(), 'concord-check-config-'))

beforeAll(async () => {
  chain = await startDevChain()
  bare = await startAnvil()
}, 120_000)
afterAll(async () => {
  await chain?.stop()
  await bare?.stop()
  rmSync(scratch, { recursive: true, force: true })
})

/** Runs `gateway check-config --config <file with content>` and returns its exit code and output. */
async function checkConfig(content: unknown, env: Record<string, string> = {}) {
  const path = join(scratch, `config-${Math.random().toString(36).slice(2)}.json`)
  writeFileSync(path, JSON.stringify(content))
  const args = ['--conditions=source', '--import', 'tsx', MAIN, 'check-config', '--config', path]
  try {
    const { stdout } = await run(process.execPath, args, { env: { ...process.env, ...env } })
    return { code: 0, out: stdout }
  } catch (error) {
    const failed = error as { code: number; stdout: string }
    return { code: failed.code, out: failed.stdout }
  }
}

/** A chain entry of the dev chain's id on `rpcUrl`. */
const devEntry = (rpcUrl: string, extra: Record<string, unknown> = {}) => ({
  preset: 'sepolia',
  chainId: String(chain.chainId),
  chainName: 'Dev',
  rpcUrl,
  rpcLimits: { retries: 0, attemptTimeoutMs: 2_000 },
  ...extra,
})

describe('check-config', () => {
  it('passes a good config: chain id, the canonical Safe contracts and the eth_getLogs range, each said', async () => {
    const { code, out } = await checkConfig({ chains: [devEntry(ref('DEV_RPC_URL'))] }, { DEV_RPC_URL: chain.rpcUrl })
    expect(code).toBe(0)
    const lines = out.trim().split('\n')
    expect(lines[0]).toMatch(/^✓ .*config-\w+\.json: valid: 1 chain$/)
    expect(lines).toContain(
      `✓ chain ${chain.chainId} (Dev): chain id: the RPC at ${chain.rpcUrl} serves chain ${chain.chainId}`,
    )
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^✓ chain \d+ \(Dev\): Safe contracts: found Safe 1\.5\.0 at its canonical addresses \(all contracts present\); found Safe 1\.4\.1 .*; found Safe 1\.3\.0 .*; found Safe 1\.0\.0/,
      ),
    )
    expect(lines).toContain(`✓ chain ${chain.chainId} (Dev): eth_getLogs range: 2000 blocks per request are accepted`)
  })

  it('says which chain id the RPC serves when it is not the configured one', async () => {
    const { code, out } = await checkConfig({
      chains: [devEntry(chain.rpcUrl, { chainId: '11155111', chainName: 'Sepolia' })],
    })
    expect(code).toBe(1)
    expect(out.trim().split('\n')).toContain(
      `✗ chain 11155111 (Sepolia): chain id: the RPC at ${chain.rpcUrl} serves chain ${chain.chainId}, not 11155111: point rpcUrl at a Sepolia node`,
    )
  })

  it('says an unreachable RPC does not answer, without its key', async () => {
    const { code, out } = await checkConfig({ chains: [devEntry('http://127.0.0.1:9/v3/sk_secret_key')] })
    expect(code).toBe(1)
    expect(out).toMatch(
      /✗ chain \d+ \(Dev\): RPC: the RPC at http:\/\/127\.0\.0\.1:9 does not answer \(.*\): check rpcUrl and that the node is up/,
    )
    expect(out).not.toContain('sk_secret_key')
  })

  it('names a missing secret, and a chain without Safe contracts', async () => {
    const missing = await checkConfig({ chains: [devEntry(ref('NO_SUCH_RPC_URL'))] })
    expect(missing.code).toBe(1)
    expect(missing.out).toMatch(/chains\[0\]\.rpcUrl: environment variable NO_SUCH_RPC_URL is not set/)
    const empty = await checkConfig({ chains: [devEntry(bare.url)] })
    expect(empty.code).toBe(1)
    expect(empty.out).toMatch(
      /✗ chain \d+ \(Dev\): Safe contracts: No Safe singleton \(1\.0\.0 to 1\.5\.0, canonical or EIP-155 address\) has code/,
    )
  })
})
