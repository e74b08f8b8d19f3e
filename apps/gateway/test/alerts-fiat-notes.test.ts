import { canonicalAddresses } from '@concord/protocol'
import { describe, expect, it } from 'vitest'
import { createFixedPriceSource } from '../src/config/price-source.js'
import { createChainRuntimes } from '../src/context/create-chain-runtimes.js'
import { buildDevGatewayConfig, type GatewayConfig } from '../src/index.js'
import { fiatThresholdNotes } from '../src/modules/alerts/content/fiat-threshold-notes.js'

const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const DAI = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'

/** The dev chain's config (ETH and the first token priced), with `change` applied to its one chain. */
function devConfig(change: (chain: GatewayConfig['chains'][number]) => void = () => undefined): GatewayConfig {
  const config = buildDevGatewayConfig({
    chainId: 31337,
    rpcUrl: 'http://127.0.0.1:8545',
    contracts: canonicalAddresses,
    tokens: {
      usdc: { address: USDC, name: 'Demo USD', symbol: 'dUSDC', decimals: 6 },
      dai: { address: DAI, name: 'Demo DAI', symbol: 'dDAI', decimals: 18 },
    },
    webOrigins: ['http://127.0.0.1:8080'],
  })
  for (const chain of config.chains) change(chain)
  return config
}

/** fiatThresholdNotes against the gateway's own chain runtimes and fixed price source for `config`. */
const notesFor = (config: GatewayConfig, chainId = '31337') =>
  fiatThresholdNotes({ chains: createChainRuntimes(config), prices: createFixedPriceSource(config.chains) }, chainId)

describe('what a fiat threshold can see, told at creation', () => {
  it('names the currency and each configured asset without a price', async () => {
    const notes = await notesFor(devConfig())
    expect(notes[0]).toMatch(/fiat threshold is in USD/)
    expect(notes.slice(1)).toEqual([
      `No USD price for dDAI (${DAI}): its outflows count only against an amount threshold.`,
    ])
  })

  it('refuses, in words, a fiat threshold on a chain where nothing is priced: it could never fire', async () => {
    const nothingPriced = devConfig((chain) => {
      chain.prices = { native: {}, tokens: {} }
    })
    await expect(notesFor(nothingPriced)).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      status: 422,
      message:
        'This gateway has no USD price for ETH or any token on chain 31337, so a fiat threshold would never fire: set an amount threshold instead',
    })
  })

  it('refuses a fiat threshold on a chain with no fiat currency, or on a chain it does not serve', async () => {
    const noCurrency = devConfig((chain) => {
      chain.fiatCodes = []
    })
    const refusal = 'This gateway has no fiat currency for chain 31337: set an amount threshold instead'
    await expect(notesFor(noCurrency)).rejects.toMatchObject({ message: refusal })
    await expect(notesFor(devConfig(), '5')).rejects.toMatchObject({
      message: 'This gateway has no fiat currency for chain 5: set an amount threshold instead',
    })
  })
})
