// Data the wallet test pages serve and the tests assert on; the tests import it from here too.

/** The Safe address; the tests put an EIP-1271 stub at it on anvil. */
export const SAFE_ADDRESS = '0x5afE5aFE5Afe5afe5aFe5afE5afE5aFE5afe0001'

/** getSafeInfo data (SafeInfoExtended plus the legacy `network`). */
export const SAFE_INFO = {
  safeAddress: SAFE_ADDRESS,
  chainId: 31337,
  threshold: 2,
  owners: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'],
  isReadOnly: false,
  nonce: 3,
  implementation: '0x41675C099F32341bf84BFc5382aF534df5C7461a',
  modules: [],
  fallbackHandler: '0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99',
  guard: null,
  version: '1.4.1',
  network: 'ANVIL',
}

/** getChainInfo data. */
export const CHAIN_INFO = {
  chainName: 'Anvil',
  chainId: '31337',
  shortName: 'anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: 'http://127.0.0.1/eth.svg' },
  blockExplorerUriTemplate: {
    address: 'http://127.0.0.1/address/{{address}}',
    txHash: 'http://127.0.0.1/tx/{{txHash}}',
    api: 'http://127.0.0.1/api',
  },
}

/** getSafeBalances data for a currency (the fiat numbers show the currency arrived). */
export function balancesIn(currency: string) {
  return {
    fiatTotal: currency === 'usd' ? '3000.00' : '2700.00',
    items: [
      {
        tokenInfo: {
          type: 'NATIVE_TOKEN',
          address: '0x0000000000000000000000000000000000000000',
          decimals: 18,
          symbol: 'ETH',
          name: 'Ether',
          logoUri: 'http://127.0.0.1/eth.svg',
        },
        balance: '1000000000000000000',
        fiatBalance: currency === 'usd' ? '3000.00' : '2700.00',
        fiatConversion: currency === 'usd' ? '3000.00' : '2700.00',
      },
    ],
  }
}

/** The address book shared after the user grants requestAddressBook. */
export const ADDRESS_BOOK = [
  { address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', chainId: '31337', name: 'Treasury' },
]

/** A SafeMessage hash the wallet has a full signature for, and that signature. */
export const SIGNED_SAFE_MESSAGE = {
  hash: `0x${'ab'.repeat(32)}`,
  signature: `0x${'11'.repeat(65)}`,
}

/** A safeTxHash the gateway maps to an executed transaction (the tests fill in the real hash). */
export const KNOWN_SAFE_TX_HASH = `0x${'5a'.repeat(32)}`
