import { type ComponentType, useEffect, useState } from 'react'
import type { Config } from 'wagmi'
import type { RuntimeConfig } from '../../config/runtimeConfig'
import { whenWagmiReady } from '../../connection/deferredWagmiConfig'
import { useApp } from '../../services/appContext'
import { useWalletIslandWanted } from './walletModals'

let loading: Promise<ComponentType> | undefined

/** Loads RainbowKit (the wallet island) once, and readies the first-paint connectors for its connect dialog. */
function loadWalletIsland(wagmi: Config, config: RuntimeConfig): Promise<ComponentType> {
  loading ??= Promise.all([import('./WalletIsland'), import('./rainbowWallets'), whenWagmiReady(wagmi)]).then(
    ([island, wallets, loaded]) => {
      wallets.attachWalletDetails(loaded, { chains: [...loaded.chains], config, storage: localStorage })
      return island.WalletIsland
    },
  )
  return loading
}

/**
 * The wallet island's component once it has loaded, null before. RainbowKit serves only its dialogs (connect, sign-in,
 * network, account): the header shows the account and the session without it. So it is fetched when the user reaches
 * for a wallet button (pointer over it, focus, a click, a dialog asked for), not with the page: on a phone its
 * evaluation is a long task of its own, which the page's first seconds no longer pay.
 */
export function useWalletIsland(): ComponentType | null {
  const { wagmiConfig, config } = useApp()
  const wanted = useWalletIslandWanted()
  const [island, setIsland] = useState<{ Component: ComponentType } | null>(null)
  useEffect(() => {
    if (island || !wanted) return
    let active = true
    loadWalletIsland(wagmiConfig, config).then(
      (Component) => active && setIsland({ Component }),
      // A failed chunk load (network blip) is retried on the next request for the island.
      () => {
        loading = undefined
      },
    )
    return () => {
      active = false
    }
  }, [wanted, island, wagmiConfig, config])
  return island?.Component ?? null
}
