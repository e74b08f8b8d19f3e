import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { canonicalAddresses } from '@concord/protocol'
import { afterAll, describe, expect, it } from 'vitest'
import { buildDevGatewayConfig, loadGatewayConfig } from '../src/index.js'
import { staticTestConfig } from './support/static-config.js'

const scratch = mkdtempSync(join(tmpdir(), 'concord-config-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))
let written = 0

function writeConfig(content: unknown): string {
  const path = join(scratch, `chains-${++written}.json`)
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content))
  return path
}

describe('loadGatewayConfig', () => {
  it('loads a valid file and checksums its addresses', async () => {
    const config = staticTestConfig()
    const chain = config.chains[0]
    if (!chain) throw new Error('no chain')
    chain.trustedDelegateCallTargets = ['0x40a2accbd92bca938b02010e17a5b8929b49130d']
    const loaded = await loadGatewayConfig(writeConfig(config))
    expect(loaded.chains[0]?.chainId).toBe('31337')
    expect(loaded.chains[0]?.trustedDelegateCallTargets).toEqual(['0x40A2aCCbd92BCA938b02010E17A5b8929b49130D'])
  })

  it('names the path of every bad field', async () => {
    const config = JSON.parse(JSON.stringify(staticTestConfig()))
    config.chains[0].nativeCurrency.decimals = 'eighteen'
    config.chains[0].contracts['1.4.1'].multiSend = '0x1234'
    await expect(loadGatewayConfig(writeConfig(config))).rejects.toThrow(/chains\[0\]\.nativeCurrency\.decimals/)
    await expect(loadGatewayConfig(writeConfig(config))).rejects.toThrow(/chains\[0\]\.contracts\.1\.4\.1\.multiSend/)
  })

  it('says when the file is missing, not JSON, or lists a chain twice', async () => {
    await expect(loadGatewayConfig('/nonexistent/chains.json')).rejects.toThrow(/Cannot read gateway config file/)
    await expect(loadGatewayConfig(writeConfig('{nope'))).rejects.toThrow(/not valid JSON/)
    const config = staticTestConfig()
    await expect(
      loadGatewayConfig(writeConfig({ ...config, chains: [...config.chains, ...config.chains] })),
    ).rejects.toThrow(/chain 31337 is listed twice/)
  })
})

describe('signatures.acceptEthSign', () => {
  /** A chain's eth_sign setting as loaded from a file whose chain has `signatures` (left out when undefined). */
  async function loaded(signatures: unknown) {
    const config = JSON.parse(JSON.stringify(staticTestConfig()))
    if (signatures === undefined) delete config.chains[0].signatures
    else config.chains[0].signatures = signatures
    return (await loadGatewayConfig(writeConfig(config))).chains[0]?.signatures.acceptEthSign
  }

  it("defaults to 'txs-only' (the Transaction Service face only), keeps old true/false files, refuses anything else", async () => {
    expect(await loaded(undefined)).toBe('txs-only')
    expect(await loaded({})).toBe('txs-only')
    expect(await loaded({ acceptEthSign: true })).toBe(true)
    expect(await loaded({ acceptEthSign: false })).toBe(false)
    await expect(loaded({ acceptEthSign: 'yes' })).rejects.toThrow(/chains\[0\]\.signatures\.acceptEthSign/)
  })
})

describe('buildDevGatewayConfig', () => {
  it('takes the dev chain contracts by protocol names, tokens as a record, and the example apps catalogue', () => {
    const config = buildDevGatewayConfig({
      chainId: 31337,
      rpcUrl: 'http://127.0.0.1:8545',
      contracts: canonicalAddresses,
      tokens: {
        usdc: { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', name: 'Demo USD', symbol: 'dUSDC', decimals: 6 },
        nft: { address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', name: 'Demo NFT', symbol: 'DNFT' },
      },
      webOrigins: ['http://127.0.0.1:8080'],
      safeApps: [
        {
          id: 7,
          name: 'Tx builder',
          url: 'http://127.0.0.1:8090/tx-builder',
          description: 'Batches',
          iconUrl: 'http://127.0.0.1:8090/tx-builder/icon.svg',
        },
      ],
    })
    const [chain] = config.chains
    expect(chain?.contracts['1.4.1']?.safeL2Singleton).toBe(canonicalAddresses['1.4.1'].SafeL2)
    expect(chain?.tokens.map((t) => [t.symbol, t.type, t.decimals])).toEqual([
      ['dUSDC', 'ERC20', 6],
      ['DNFT', 'ERC721', 0],
    ])
    expect(chain?.safeApps.map((a) => [a.id, a.url, a.iconUrl])).toEqual([
      [7, 'http://127.0.0.1:8090/tx-builder', 'http://127.0.0.1:8090/tx-builder/icon.svg'],
    ])
    expect(chain?.shortName).toBe('dev')
    expect(chain?.ensRegistryAddress).toBeNull()
  })

  it('serves the dev chain ENS registry when given, checksummed, with DOMAIN_LOOKUP on', () => {
    const config = buildDevGatewayConfig({
      chainId: 31337,
      rpcUrl: 'http://127.0.0.1:8545',
      contracts: canonicalAddresses,
      tokens: [],
      webOrigins: [],
      ensRegistryAddress: '0xf9dfa11e8133708008a40ca1f92ddd503b861f2b',
    })
    expect(config.chains[0]?.ensRegistryAddress).toBe('0xf9DfA11e8133708008a40Ca1f92dDd503B861F2B')
    expect(config.chains[0]?.features).toContain('DOMAIN_LOOKUP')
  })
})
