import { describe, expect, test } from 'vitest'
import { chainToViem, explorerBaseUrl, explorerLink, type GatewayChainLike } from '../src/chains/chainToViem'

const sepolia: GatewayChainLike = {
  chainId: '11155111',
  chainName: 'Sepolia',
  shortName: 'sep',
  isTestnet: true,
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUri: { authentication: 'API_KEY_PATH', value: 'https://sepolia.infura.io/v3/' },
  publicRpcUri: { authentication: 'NO_AUTHENTICATION', value: 'https://rpc.sepolia.org' },
  blockExplorerUriTemplate: {
    address: 'https://sepolia.etherscan.io/address/{{address}}',
    txHash: 'https://sepolia.etherscan.io/tx/{{txHash}}',
  },
}

describe('gateway chain → viem chain', () => {
  test('maps id, name, currency, the keyless RPC and the explorer', () => {
    const chain = chainToViem(sepolia)
    expect(chain.id).toBe(11155111)
    expect(chain.name).toBe('Sepolia')
    expect(chain.nativeCurrency).toEqual({ name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 })
    expect(chain.rpcUrls.default.http).toEqual(['https://rpc.sepolia.org'])
    expect(chain.blockExplorers?.default.url).toBe('https://sepolia.etherscan.io')
    expect(chain.testnet).toBe(true)
  })

  test('a local chain without an explorer gets none, and its RPC is used as is', () => {
    const local = chainToViem({
      ...sepolia,
      chainId: '31337',
      rpcUri: { authentication: 'NO_AUTHENTICATION', value: 'http://127.0.0.1:8545' },
      publicRpcUri: { authentication: 'NO_AUTHENTICATION', value: '' },
      blockExplorerUriTemplate: { address: '', txHash: '' },
    })
    expect(local.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545'])
    expect(local.blockExplorers).toBeUndefined()
  })

  test('explorer templates are filled, and unfillable ones give no link', () => {
    expect(explorerLink(sepolia.blockExplorerUriTemplate.txHash, { txHash: '0xabc' })).toBe(
      'https://sepolia.etherscan.io/tx/0xabc',
    )
    expect(explorerLink(sepolia.blockExplorerUriTemplate.txHash, { address: '0x1' })).toBeUndefined()
    expect(explorerLink('{{address}}', { address: '0x1' })).toBeUndefined()
    expect(explorerBaseUrl('https://x.org/explorer/address/{{address}}')).toBe('https://x.org/explorer')
    expect(explorerBaseUrl('not a url')).toBeUndefined()
  })
})
