import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { canonicalAddresses, safeAbi } from '@concord/protocol'
import { type Address, createPublicClient, http } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort, isListening, readDevStack, runStart } from './start-stack.ts'

// `npm start` on an empty data dir, then again on the same one: what a user sees on a fresh clone.
describe('npm start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'concord-start-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('deploys the stack, writes devstack.json, keeps state across restarts and leaves no process behind', async () => {
    const [chainPort, port, appsPort] = [await freePort(), await freePort(), await freePort()]
    const args = ['--data-dir', dataDir, '--chain-port', String(chainPort), '--port', String(port)]
    args.push('--apps-port', String(appsPort))

    const first = await runStart(args)
    const stack = readDevStack(dataDir)
    expect(stack).toMatchObject({ rpcUrl: `http://127.0.0.1:${chainPort}`, chainId: 31337 })
    for (const key of ['gatewayUrl', 'webUrl', 'appsUrl', 'contracts', 'demo', 'accounts']) expect(stack).toHaveProperty(key)
    const output = first.output()
    for (const step of ['install', 'build', 'chain', 'contracts', 'demo Safes', 'gateway', 'web']) {
      expect(output).toMatch(new RegExp(`\\[\\d/7\\] ${step}:`))
    }

    const client = createPublicClient({ transport: http(stack.rpcUrl as string) })
    for (const version of ['1.4.1', '1.3.0'] as const) {
      for (const [name, address] of Object.entries(canonicalAddresses[version])) {
        const code = await client.getCode({ address })
        expect(code?.length ?? 0, `${name} ${version} at ${address}`).toBeGreaterThan(2)
      }
    }
    const safe = (stack.demo as { safe: { address: Address } }).safe.address
    const read = (functionName: 'getOwners' | 'getThreshold' | 'nonce') =>
      client.readContract({ address: safe, abi: safeAbi, functionName })
    const owners = await read('getOwners')
    const nonce = await read('nonce')
    expect(owners).toHaveLength(4)
    const block = await client.getBlockNumber()

    expect(await first.stop('SIGINT')).toBe(0)
    expect(await isListening(chainPort)).toBe(false)
    expect(await isListening(port)).toBe(false)

    const second = await runStart(args)
    expect(await client.getBlockNumber()).toBe(block)
    expect(await read('nonce')).toBe(nonce)
    expect(await read('getOwners')).toEqual(owners)
    expect(await second.stop('SIGTERM')).toBe(0)
    expect(await isListening(chainPort)).toBe(false)
  })
})
