import { type Address, getAddress } from 'viem'
import { createConnector } from 'wagmi'
import type { DevWalletProvider, DevWalletProviderOptions } from './devWalletProvider'
import { WalletRpcError } from './walletRpcError'

/** The dev wallet connector's id, also its RainbowKit wallet id. */
export const DEV_WALLET_ID = 'concordDevWallet'

type StorageItem = { 'concordDevWallet.connected': boolean }

/** A wagmi connector over the dev chain node's unlocked accounts: no extension needed, any account can be picked. */
export function devWalletConnector(options: DevWalletProviderOptions) {
  let provider: DevWalletProvider | undefined
  let loading: Promise<DevWalletProvider> | undefined
  return createConnector<DevWalletProvider, Record<string, unknown>, StorageItem>((config) => {
    const connectedKey = 'concordDevWallet.connected' as const
    // The provider's code loads on first use: wagmi's config is built at first paint, the dev wallet is used later.
    const loadProvider = () => {
      loading ??= import('./devWalletProvider').then((m) => {
        provider = m.createDevWalletProvider(options)
        return provider
      })
      return loading
    }
    // wagmi's reconnect asks every connector for its provider at boot and skips one that has none: until the dev
    // wallet is used (connected now or remembered), it has none, and its code stays unloaded.
    const getProvider = async () => {
      if (!loading && !(await config.storage?.getItem(connectedKey))) return undefined as unknown as DevWalletProvider
      return loadProvider()
    }
    const onAccountsChanged = (accounts: string[]) => {
      if (accounts.length === 0) config.emitter.emit('disconnect')
      else config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) })
    }
    const listener = (...args: unknown[]) => onAccountsChanged(args[0] as string[])
    return {
      id: DEV_WALLET_ID,
      name: 'Dev wallet',
      type: 'devWallet',
      async connect(params) {
        const p = await loadProvider()
        const account = await p.selectedAccount()
        p.removeListener('accountsChanged', listener)
        p.on('accountsChanged', listener)
        await config.storage?.setItem(connectedKey, true)
        const accounts = (params?.withCapabilities ? [{ address: account, capabilities: {} }] : [account]) as never
        return { accounts, chainId: options.chainId }
      },
      async disconnect() {
        provider?.removeListener('accountsChanged', listener)
        await config.storage?.setItem(connectedKey, false)
      },
      async getAccounts(): Promise<readonly Address[]> {
        return [await (await getProvider()).selectedAccount()]
      },
      async getChainId() {
        return options.chainId
      },
      getProvider,
      async isAuthorized() {
        if (!(await config.storage?.getItem(connectedKey))) return false
        try {
          await (await getProvider()).selectedAccount()
          return true
        } catch {
          return false
        }
      },
      async switchChain({ chainId }) {
        const chain = config.chains.find((c) => c.id === chainId)
        if (!chain || chainId !== options.chainId)
          throw new WalletRpcError(4902, `The dev wallet only serves chain ${options.chainId}.`)
        return chain
      },
      onAccountsChanged,
      onChainChanged() {
        // The dev wallet never changes chain on its own.
      },
      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
  })
}
