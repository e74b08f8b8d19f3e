import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadGatewayConfig } from '../src/index.js'
import { staticTestConfig } from './support/static-config.js'

function writeConfig(content: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), 'concord-config-')), 'chains.json')
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
