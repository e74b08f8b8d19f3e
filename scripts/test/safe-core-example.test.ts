import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { type DevStack, startDevStack } from '@concord/test-kit/dev-stack'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// examples/safe-core-sdk.ts (issue 19) as a user runs it: against a dev stack's devstack.json, with Node and tsx.

const root = resolve(import.meta.dirname, '../..')
const dir = mkdtempSync(join(tmpdir(), 'concord-example-'))
let dev: DevStack

beforeAll(async () => {
  dev = await startDevStack({ database: 'throwaway', waitForIndexer: true })
})

afterAll(async () => {
  await dev?.stop()
  rmSync(dir, { recursive: true, force: true })
})

describe('the Safe{Core} SDK example', () => {
  it('proposes, confirms and executes on the dev chain through the Transaction Service API', async () => {
    const { chain, gateway } = dev
    // The fields of `npm start`'s devstack.json the example reads, with txServiceUrl as scripts/start.ts writes it.
    const stack = {
      rpcUrl: chain.rpcUrl,
      chainId: chain.chainId,
      txServiceUrl: `${gateway.url}/txs/${chain.chainId}/api`,
      contracts: chain.contracts,
      demo: chain.demo,
      accounts: chain.accounts,
    }
    const path = join(dir, 'devstack.json')
    writeFileSync(path, JSON.stringify(stack))
    const child = spawn(process.execPath, ['--import', 'tsx', 'examples/safe-core-sdk.ts', path], { cwd: root })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    const [code] = await once(child, 'exit')
    expect(output).toMatch(/Proposed 0x[0-9a-f]{64} at nonce \d+/)
    expect(output).toContain('Confirmed by a second owner')
    expect(output).toMatch(/Indexed: executed in block \d+, successful: true/)
    expect(output).toMatch(/Newest of all transactions: MULTISIG_TRANSACTION 0x[0-9a-f]{64}, 1 transfer\(s\)/)
    expect(code).toBe(0)
  })
})
