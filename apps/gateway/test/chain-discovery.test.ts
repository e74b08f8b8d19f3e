import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type DevChain, startDevChain } from '@concord/devchain'
import { type Anvil, startAnvil } from '@concord/test-kit/anvil'
import { devGatewayConfig } from '@concord/test-kit/dev-stack'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { discoverSafeContracts } from '../src/context/discover-safe-contracts.js'
import { type GatewayConfig, loadGatewayConfig, type RunningGateway, startGateway } from '../src/index.js'
import { request } from './support/http.js'

// The README's "Adding a chain" example, a chain file without contracts.
const EXAMPLE = JSON.parse(readFileSync(new URL('../chain-file.example.json', import.meta.url), 'utf8'))

let chain: DevChain
let bare: Anvil
const gateways: RunningGateway[] = []
const scratch = mkdtempSync(join(tmpdir(), 'concord-chain-file-'))

beforeAll(async () => {
  chain = await startDevChain()
  bare = await startAnvil()
}, 120_000)

afterAll(async () => {
  await Promise.all(gateways.map((g) => g.close()))
  await chain?.stop()
  await bare?.stop()
  rmSync(scratch, { recursive: true, force: true })
})

/** Writes `content` as JSON into the scratch folder and returns its path. */
function write(name: string, content: unknown): string {
  const path = join(scratch, name)
  writeFileSync(path, JSON.stringify(content))
  return path
}

/** The example chain file pointed at an RPC URL, with the dev chain's id. */
const exampleOn = (rpcUrl: string) => ({ ...EXAMPLE, chainId: String(chain.chainId), rpcUrl })

async function started(config: GatewayConfig): Promise<RunningGateway> {
  const gateway = await startGateway({ config, logLevel: 'silent' })
  gateways.push(gateway)
  return gateway
}

describe('a new chain is a config entry (chain file)', () => {
  it('loads a chain file alone, or listed in a config’s chainFiles, with defaults for what it leaves out', async () => {
    const alone = await loadGatewayConfig(write('alone.json', EXAMPLE))
    expect(alone.chains).toHaveLength(1)
    expect(alone.chains[0]).toMatchObject({ chainId: '100', contracts: {}, description: '', relayer: null })
    expect(alone.chains[0]?.rpcLimits).toMatchObject({ maxBlockRange: 5000, requestsPerSecond: 10, maxResults: 10_000 })

    write('gnosis.json', [EXAMPLE])
    const listed = await loadGatewayConfig(write('config.json', { chainFiles: ['gnosis.json'], webOrigins: [] }))
    expect(listed.chains.map((c) => c.chainId)).toEqual(['100'])
    expect(listed.chainFiles).toEqual([join(scratch, 'gnosis.json')])
  })

  it('refuses a bad chain file naming the file and the field', async () => {
    const bad = write('bad.json', { ...EXAMPLE, rpcUrl: 'not a url', nativeCurrency: { name: 'x' } })
    await expect(loadGatewayConfig(bad)).rejects.toThrow(`${bad}: [0].rpcUrl`)
    await expect(loadGatewayConfig(bad)).rejects.toThrow(`${bad}: [0].nativeCurrency.symbol`)
    const config = write('lists-bad.json', { chainFiles: ['bad.json'] })
    await expect(loadGatewayConfig(config)).rejects.toThrow(`${bad}: [0].rpcUrl`)
    await expect(loadGatewayConfig(write('no-list.json', { chainFiles: 'bad.json' }))).rejects.toThrow(/chainFiles/)
  })

  it('finds the Safe contracts the dev config lists with eth_getCode, and serves the demo Safe', async () => {
    const reference = devGatewayConfig(chain)
    const config = await loadGatewayConfig(write('dev.json', exampleOn(chain.rpcUrl)))
    const entry = config.chains[0]
    if (entry === undefined) throw new Error('no chain entry')
    const found = await discoverSafeContracts(entry)
    expect(found.contracts).toEqual(reference.chains[0]?.contracts)
    // The dev chain has every version, newest first; each at its canonical addresses with all its contracts.
    expect(found.notes).toEqual(
      ['1.5.0', '1.4.1', '1.3.0', '1.2.0', '1.1.1', '1.0.0'].map(
        (version) =>
          `chain ${chain.chainId} (Gnosis): found Safe ${version} at its canonical addresses (all contracts present)`,
      ),
    )
    const gateway = await started(config)
    const masterCopies = await request(gateway.url, `/v1/chains/${chain.chainId}/about/master-copies`)
    const expected = Object.entries(reference.chains[0]?.contracts ?? {}).flatMap(([, set]) =>
      [set.safeSingleton, set.safeL2Singleton].filter((address) => address !== null),
    )
    expect(masterCopies.body.map((m: { address: string }) => m.address).sort()).toEqual(expected.sort())

    const safe = chain.demo.safe
    const info = await request(gateway.url, `/v1/chains/${chain.chainId}/safes/${safe.address}`)
    expect(info.status).toBe(200)
    expect(info.body).toMatchObject({ nonce: safe.nonce, threshold: safe.threshold })
    expect(info.body.implementation.value).toBe(reference.chains[0]?.contracts['1.4.1']?.safeL2Singleton)
  })

  it('refuses to start on a chain whose RPC has no Safe contracts, naming the chain', async () => {
    const config = await loadGatewayConfig(write('bare.json', exampleOn(bare.url)))
    await expect(started(config)).rejects.toThrow(
      new RegExp(`No Safe singleton .* on chain ${chain.chainId} \\(Gnosis\\) at ${bare.url}`),
    )
  })
})
