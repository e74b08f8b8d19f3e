import { type AnvilInstance, startAnvil } from '@concord/devchain'
import {
  createPublicClient,
  defineChain,
  isAddressEqual,
  parseEther,
  verifyMessage,
  verifyTypedData,
  http as viemHttp,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createConfig, http } from 'wagmi'
import { connect, disconnect, getAccount, signMessage } from 'wagmi/actions'
import { devWalletConnector } from '../src/connection/devWallet/devWalletConnector'
import { createDevWalletProvider } from '../src/connection/devWallet/devWalletProvider'

let anvil: AnvilInstance
beforeAll(async () => {
  anvil = await startAnvil()
})
afterAll(() => anvil?.stop())

const memoryStore = () => {
  let value: string | null = null
  return {
    get: () => value,
    set: (v: string) => {
      value = v
    },
  }
}

describe('dev wallet provider on a real anvil', () => {
  test('lists the node accounts, starts on the first and remembers the one picked', async () => {
    const store = memoryStore()
    const provider = createDevWalletProvider({ rpcUrl: anvil.rpcUrl, chainId: 31337, store })
    const accounts = await provider.listAccounts()
    expect(accounts).toHaveLength(10)
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([accounts[0]])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')

    const changes: unknown[] = []
    provider.on('accountsChanged', (next) => changes.push(next))
    await provider.selectAccount(accounts[2] as `0x${string}`)
    expect(changes).toEqual([[accounts[2]]])
    const again = createDevWalletProvider({ rpcUrl: anvil.rpcUrl, chainId: 31337, store })
    expect(await again.selectedAccount()).toBe(accounts[2])
    await expect(provider.selectAccount('0x000000000000000000000000000000000000dEaD')).rejects.toThrow(/not one of/)
  })

  test('signs messages and typed data through the node as the selected account', async () => {
    const provider = createDevWalletProvider({ rpcUrl: anvil.rpcUrl, chainId: 31337 })
    const [, second] = await provider.listAccounts()
    if (!second) throw new Error('anvil has accounts')
    await provider.selectAccount(second)
    const message = 'hello Concord'
    const hex = `0x${Buffer.from(message).toString('hex')}` as const
    const signature = (await provider.request({ method: 'personal_sign', params: [hex, second] })) as `0x${string}`
    expect(await verifyMessage({ address: second, message, signature })).toBe(true)

    const typed = {
      domain: { name: 'Concord', chainId: 31337 },
      types: { Ping: [{ name: 'n', type: 'uint256' }] },
      primaryType: 'Ping' as const,
      message: { n: 7n },
    }
    const json = JSON.stringify({
      ...typed,
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        ...typed.types,
      },
      message: { n: '7' },
    })
    const typedSig = (await provider.request({
      method: 'eth_signTypedData_v4',
      params: [second, json],
    })) as `0x${string}`
    expect(await verifyTypedData({ address: second, signature: typedSig, ...typed })).toBe(true)
  })

  test('sends transactions from the selected account and refuses to sign for outsiders', async () => {
    const provider = createDevWalletProvider({ rpcUrl: anvil.rpcUrl, chainId: 31337 })
    const accounts = await provider.listAccounts()
    await provider.selectAccount(accounts[3] as `0x${string}`)
    const hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [{ to: accounts[4], value: `0x${parseEther('1').toString(16)}` }],
    })
    // anvil answers eth_sendTransaction before the block is mined, so wait for the receipt like a wallet does
    const chain = createPublicClient({ transport: viemHttp(anvil.rpcUrl), pollingInterval: 50 })
    const receipt = await chain.waitForTransactionReceipt({ hash: hash as `0x${string}` })
    expect(isAddressEqual(receipt.from, accounts[3] as `0x${string}`)).toBe(true)
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x00', '0x000000000000000000000000000000000000dEaD'] }),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902 })
  })
})

describe('dev wallet as a wagmi connector', () => {
  test('connects, follows an account switch and signs through wagmi', async () => {
    const chain = defineChain({
      id: 31337,
      name: 'Dev',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.rpcUrl] } },
    })
    const config = createConfig({
      chains: [chain],
      transports: { [chain.id]: http() },
      connectors: [devWalletConnector({ rpcUrl: anvil.rpcUrl, chainId: 31337 })],
      storage: null,
      multiInjectedProviderDiscovery: false,
    })
    const connector = config.connectors[0]
    if (!connector) throw new Error('connector missing')
    const result = await connect(config, { connector })
    expect(result.chainId).toBe(31337)
    expect(getAccount(config).status).toBe('connected')

    const provider = (await connector.getProvider()) as ReturnType<typeof createDevWalletProvider>
    const accounts = await provider.listAccounts()
    await provider.selectAccount(accounts[5] as `0x${string}`)
    expect(getAccount(config).address).toBe(accounts[5])

    const signature = await signMessage(config, { message: 'owner five' })
    expect(await verifyMessage({ address: accounts[5] as `0x${string}`, message: 'owner five', signature })).toBe(true)
    await disconnect(config)
    expect(getAccount(config).status).toBe('disconnected')
  })
})
