import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DeployedSafeVersion } from '@concord/devchain'
import { canonicalAddresses, type SafeContractName, safeAbi } from '@concord/protocol'
import { freePort, isListening } from '@concord/test-kit/net'
import { type Address, createPublicClient, http } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { readDevStack, runStart } from './start-stack.ts'

// The contracts issue 2 asks the dev chain to deploy at their canonical addresses.
const deployedContracts: Record<DeployedSafeVersion, SafeContractName[]> = {
  '1.4.1': ['Safe', 'SafeL2', 'SafeProxyFactory', 'MultiSend', 'MultiSendCallOnly', 'CompatibilityFallbackHandler'],
  '1.3.0': ['Safe', 'SafeL2', 'SafeProxyFactory', 'MultiSend', 'MultiSendCallOnly', 'CompatibilityFallbackHandler'],
}
deployedContracts['1.4.1'].push('SignMessageLib', 'CreateCall', 'SimulateTxAccessor')
deployedContracts['1.3.0'].push('SignMessageLib')

// `npm start` on an empty data dir, then again on the same one: what a user sees on a fresh clone.
describe('npm start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'concord-start-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('deploys the stack, writes devstack.json, keeps state across restarts and leaves no process behind', async () => {
    const [chainPort, port, appsPort, alertsPort] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ]
    // Two dev chains (issue 18): the second on the next port; freePort gave chainPort, so check the next one too.
    if (await isListening(chainPort + 1)) throw new Error(`port ${chainPort + 1} is taken: run the test again`)
    const args = ['--data-dir', dataDir, '--chain-port', String(chainPort), '--port', String(port)]
    args.push('--apps-port', String(appsPort), '--alerts-port', String(alertsPort), '--chains', '2')

    const first = await runStart(args)
    const stack = readDevStack(dataDir)
    expect(stack).toMatchObject({ rpcUrl: `http://127.0.0.1:${chainPort}`, chainId: 31337 })
    for (const key of ['gatewayUrl', 'webUrl', 'appsUrl', 'contracts', 'demo', 'accounts'])
      expect(stack).toHaveProperty(key)
    expect(stack.txServiceUrl).toBe(`${stack.gatewayUrl}/txs/31337/api`)
    const output = first.output()
    for (const step of ['install', 'build', 'chain', 'contracts', 'demo Safes', 'apps', 'gateway', 'web']) {
      expect(output).toMatch(new RegExp(`\\[\\d/8\\] ${step}:`))
    }
    // The steps print in order (each chain's own lines, the second chain's labelled), and no build warns.
    for (const chainLines of [(l: string) => !l.includes('chain 31338:'), (l: string) => l.includes('chain 31338:')]) {
      const steps = output
        .split('\n')
        .filter(chainLines)
        .map((line) => Number(/^\[(\d)\/8\]/.exec(line)?.[1] ?? Number.NaN))
        .filter((step) => !Number.isNaN(step))
      expect(steps).toEqual([...steps].sort((a, b) => a - b))
    }
    expect(output).not.toMatch(/\(!\)|externalized for browser compatibility/)
    expect(stack.alertReceiverUrl).toBe(`http://127.0.0.1:${alertsPort}/hook`)

    const client = createPublicClient({ transport: http(stack.rpcUrl as string) })
    for (const [version, names] of Object.entries(deployedContracts) as Array<
      [DeployedSafeVersion, SafeContractName[]]
    >) {
      for (const name of names) {
        const address = canonicalAddresses[version][name]
        expect((stack.contracts as Record<string, Record<string, string>>)[version]?.[name]).toBe(address)
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

    // The second chain: the same contracts and the same demo Safe address (same setup and salt), served by the one
    // gateway under its own short name.
    const second = `http://127.0.0.1:${chainPort + 1}`
    expect(stack.chains).toEqual([
      expect.objectContaining({ chainId: 31337, rpcUrl: stack.rpcUrl, shortName: 'dev' }),
      expect.objectContaining({ chainId: 31338, rpcUrl: second, shortName: 'dev2' }),
    ])
    const client2 = createPublicClient({ transport: http(second) })
    expect(await client2.getChainId()).toBe(31338)
    expect(await client2.readContract({ address: safe, abi: safeAbi, functionName: 'getThreshold' })).toBe(2n)
    const chains = (await (await fetch(`${stack.gatewayUrl}/v1/chains`)).json()) as { results: { chainId: string }[] }
    expect(chains.results.map((c) => c.chainId)).toEqual(['31337', '31338'])
    const block2 = await client2.getBlockNumber()

    // The web app as `npm start` serves it: under a CSP that lets it reach this gateway and chain, and frame the apps.
    const csp = (await fetch(stack.webUrl as string)).headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/^default-src 'self'; script-src 'self' 'sha256-[A-Za-z0-9+/=]+'; style-src 'self';/)
    expect(csp).toContain(`connect-src 'self' ${new URL(stack.gatewayUrl as string).origin} ${stack.rpcUrl} ${second} `)
    expect(csp).toContain(`frame-src ${new URL(stack.appsUrl as string).origin} `)

    expect(await first.stop('SIGINT')).toBe(0)
    expect(await isListening(chainPort)).toBe(false)
    expect(await isListening(port)).toBe(false)
    expect(await isListening(chainPort + 1)).toBe(false)

    const again = await runStart(args)
    expect(await client.getBlockNumber()).toBe(block)
    expect(await client2.getBlockNumber()).toBe(block2)
    expect(await read('nonce')).toBe(nonce)
    expect(await read('getOwners')).toEqual(owners)
    expect(await again.stop('SIGTERM')).toBe(0)
    expect(await isListening(chainPort)).toBe(false)
    expect(await isListening(chainPort + 1)).toBe(false)
  })
})
