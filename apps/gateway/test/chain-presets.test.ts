import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { CHAIN_PRESET_NAMES } from '../src/config/chain-presets.js'
import { discoverSafeContracts } from '../src/context/discover-safe-contracts.js'
import { loadGatewayConfig, parseGatewayConfig } from '../src/index.js'
import { toChainInfo } from '../src/modules/chains/to-chain-info.js'

const scratch = mkdtempSync(join(tmpdir(), 'concord-presets-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))
let written = 0
const writeJson = (content: unknown) => {
  const path = join(scratch, `config-${++written}.json`)
  writeFileSync(path, JSON.stringify(content))
  return path
}
/** `${NAME}`, the way a config file writes a reference to an environment variable. */
const ref = (name: string) => `\${${name}}`
const secretUrl = 'https://base-mainnet.example-provider.io/v2/sk_live_0123456789abcdef'
afterEach(() => {
  delete process.env.BASE_RPC_URL
  delete process.env.SMTP_PASSWORD
})

describe('chains by name', () => {
  it('a preset and an RPC URL from the environment are a whole chain', async () => {
    process.env.BASE_RPC_URL = secretUrl
    const config = await loadGatewayConfig(writeJson({ preset: 'base', rpcUrl: ref('BASE_RPC_URL') }))
    const [chain] = config.chains
    expect(chain).toMatchObject({
      chainId: '8453',
      chainName: 'Base',
      shortName: 'base',
      l2: true,
      isTestnet: false,
      rpcUrl: secretUrl,
      nativeCurrency: { symbol: 'ETH', decimals: 18 },
      blockExplorerUriTemplate: { address: 'https://basescan.org/address/{{address}}' },
      indexer: { mode: 'tracked' },
      rpcLimits: { maxBlockRange: 2_000 },
    })
    expect(chain?.features).toContain('EIP1559')
    // What /v1/chains and the page's boot data carry: a public RPC, never the operator's keyed one.
    const served = JSON.stringify(toChainInfo(chain as NonNullable<typeof chain>))
    expect(served).not.toContain('sk_live_0123456789abcdef')
    expect(chain?.rpcUri.value).toBe('https://mainnet.base.org')
  })

  it('has the networks Safe teams use, each by name and by its EIP-3770 short name, with distinct chain ids', () => {
    const expected = {
      ethereum: ['1', 'eth'],
      sepolia: ['11155111', 'sep'],
      gnosis: ['100', 'gno'],
      base: ['8453', 'base'],
      optimism: ['10', 'oeth'],
      arbitrum: ['42161', 'arb1'],
      polygon: ['137', 'matic'],
      bnb: ['56', 'bnb'],
      avalanche: ['43114', 'avax'],
      linea: ['59144', 'linea'],
      scroll: ['534352', 'scr'],
    }
    expect([...CHAIN_PRESET_NAMES].sort()).toEqual(Object.keys(expected).sort())
    for (const [name, [chainId, shortName]] of Object.entries(expected)) {
      for (const preset of [name, shortName, name.toUpperCase()]) {
        const [chain] = parseGatewayConfig({ chains: [{ preset, rpcUrl: 'https://rpc.example' }] }).chains
        expect(chain, preset).toMatchObject({ chainId, shortName })
      }
    }
    // Ethereum and Sepolia have ENS, so the wallet looks names up there.
    const [mainnet] = parseGatewayConfig({ chains: [{ preset: 'eth', rpcUrl: 'https://rpc.example' }] }).chains
    expect(mainnet?.features).toContain('DOMAIN_LOOKUP')
    expect(mainnet?.ensRegistryAddress).toBe('0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e')
  })

  it('lets any field be overridden, nested limits one key at a time', () => {
    const [chain] = parseGatewayConfig({
      chains: [
        {
          preset: 'ethereum',
          rpcUrl: 'https://rpc.example',
          chainName: 'Mainnet',
          rpcLimits: { requestsPerSecond: 5 },
          indexer: { mode: 'all', startBlock: 19_000_000 },
        },
      ],
    }).chains
    expect(chain).toMatchObject({
      chainName: 'Mainnet',
      shortName: 'eth',
      rpcLimits: { requestsPerSecond: 5, maxBlockRange: 2_000 },
      indexer: { mode: 'all', startBlock: 19_000_000 },
    })
  })

  it('refuses an unknown preset and names the ones there are', () => {
    expect(() => parseGatewayConfig({ chains: [{ preset: 'basee', rpcUrl: 'https://rpc.example' }] })).toThrow(
      /chains\[0\]: preset "basee" is not one of ethereum, sepolia, gnosis, base/,
    )
  })
})

describe('secrets from the environment', () => {
  it('names every field whose variable is missing, in a whole config as in a chain file', async () => {
    const config = {
      chains: [{ preset: 'base', rpcUrl: ref('BASE_RPC_URL') }],
      alerts: { smtp: { host: 'smtp.example', port: 587, from: 'alerts@example', password: ref('SMTP_PASSWORD') } },
    }
    await expect(loadGatewayConfig(writeJson(config))).rejects.toThrow(
      /chains\[0\]\.rpcUrl: environment variable BASE_RPC_URL is not set\n {2}alerts\.smtp\.password: environment variable SMTP_PASSWORD is not set/,
    )
    process.env.BASE_RPC_URL = secretUrl
    process.env.SMTP_PASSWORD = 'hunter2'
    const loaded = await loadGatewayConfig(writeJson(config))
    expect(loaded.alerts.smtp?.password).toBe('hunter2')
    await expect(loadGatewayConfig(writeJson({ preset: 'base', rpcUrl: ref('NOT_SET_ANYWHERE') }))).rejects.toThrow(
      /rpcUrl: environment variable NOT_SET_ANYWHERE is not set/,
    )
  })

  it('keeps an RPC key out of the error a failed contract lookup stops start-up with', async () => {
    const [chain] = parseGatewayConfig({
      chains: [
        {
          preset: 'base',
          rpcUrl: 'http://127.0.0.1:9/v3/sk_live_0123456789abcdef',
          rpcLimits: { retries: 0, attemptTimeoutMs: 1_000 },
        },
      ],
    }).chains
    const failure = await discoverSafeContracts(chain as NonNullable<typeof chain>).catch((error: Error) => error)
    expect(failure).toBeInstanceOf(Error)
    expect((failure as Error).message).toContain('http://127.0.0.1:9')
    expect((failure as Error).message).not.toContain('sk_live')
  })
})
