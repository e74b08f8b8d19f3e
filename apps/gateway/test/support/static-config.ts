import { buildDevGatewayConfig, type GatewayConfig } from '../../src/index.js'

/** Canonical Safe 1.3.0 / 1.4.1 addresses, as the dev chain deploys them. */
export const CANONICAL = {
  '1.3.0': {
    Safe: '0xd9Db270c1B5E3Bd161E8c8503c55cEABeE709552',
    SafeL2: '0x3E5c63644E683549055b9Be8653de26E0B4CD36E',
    SafeProxyFactory: '0xa6B71E26C5e0845f74c812102Ca7114b6a896AB2',
    MultiSend: '0xA238CBeb142c10Ef7Ad8442C6D1f9E89e07e7761',
    MultiSendCallOnly: '0x40A2aCCbd92BCA938b02010E17A5b8929b49130D',
    CompatibilityFallbackHandler: '0xf48f2B2d2a534e402487b3ee7C18c33Aec0Fe5e4',
    SignMessageLib: '0xA65387F16B013cf2Af4605Ad8aA5ec25a2cbA3a2',
    CreateCall: '0x7cbB62EaA69F79e6873cD1ecB2392971036cFAa4',
    SimulateTxAccessor: '0x59AD6735bCd8152B84860Cb256dD9e96b85F69Da',
  },
  '1.4.1': {
    Safe: '0x41675C099F32341bf84BFc5382aF534df5C7461a',
    SafeL2: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762',
    SafeProxyFactory: '0x4e1DCf7AD4e460CfD30791CCC4F9c8a4f820ec67',
    MultiSend: '0x38869bf66a61cF6bDB996A6aE40D5853Fd43B526',
    MultiSendCallOnly: '0x9641d764fc13c8B624c04430C7356C1C7C8102e2',
    CompatibilityFallbackHandler: '0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99',
    SignMessageLib: '0xd53cd0aB83D845Ac265BE939c57F53AD838012c9',
    CreateCall: '0x9b35Af71d77eaf8d7e40252370304687390A1A52',
    SimulateTxAccessor: '0x3d4BA2E0884aa488718476ca2FB8Efc291A46199',
  },
} as const

/** A dev config pointing at an RPC nobody listens on: enough for endpoints that never touch the chain. */
export function staticTestConfig(rpcUrl = 'http://127.0.0.1:9/'): GatewayConfig {
  const config = buildDevGatewayConfig({
    chainId: 31337,
    rpcUrl,
    contracts: CANONICAL,
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
