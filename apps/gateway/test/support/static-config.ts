import { canonicalAddresses } from '@concord/protocol'
import { buildDevGatewayConfig, type GatewayConfig } from '../../src/index.js'

/** A dev config pointing at an RPC nobody listens on: enough for endpoints that never touch the chain. */
export function staticTestConfig(rpcUrl = 'http://127.0.0.1:9/'): GatewayConfig {
  const config = buildDevGatewayConfig({
    chainId: 31337,
    rpcUrl,
    contracts: canonicalAddresses,
    tokens: [
      { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', name: 'Demo USD', symbol: 'DUSD', decimals: 6 },
      { address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', name: 'Demo NFT', symbol: 'DNFT', type: 'ERC721' },
    ],
    webOrigins: ['http://127.0.0.1:8080'],
    appsUrl: 'http://127.0.0.1:8090',
  })
  const chain = config.chains[0]
  if (chain === undefined) throw new Error('dev config has no chain')
  chain.indexer.enabled = false
  chain.safeApps.push({
    id: 2,
    url: 'https://restricted.example.org',
    name: 'Restricted app',
    iconUrl: null,
    description: 'Only for one client',
    provider: null,
    accessControl: { type: 'DOMAIN_ALLOWLIST', value: ['https://wallet.example.org'] },
    tags: [],
    features: [],
    developerWebsite: null,
    socialProfiles: [],
    featured: false,
  })
  return config
}
