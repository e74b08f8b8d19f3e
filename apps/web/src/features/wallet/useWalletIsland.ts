import { useQueryClient } from '@tanstack/react-query'
import { type ComponentType, startTransition, useEffect, useState } from 'react'
import type { Config } from 'wagmi'
import type { RuntimeConfig } from '../../config/runtimeConfig'
import { afterPageSettles } from '../../services/afterPageSettles'
import { useApp } from '../../services/appContext'
import { useWalletIslandWanted } from './walletModals'

// Past this, the island loads even if the page's data is still coming (a slow gateway must not hide the wallet UI).
const LATEST_MS = 4000

let loading: Promise<ComponentType> | undefined

/** Loads RainbowKit (the wallet island) once, and readies the first-paint connectors for its connect dialog. */
function loadWalletIsland(wagmi: Config, config: RuntimeConfig): Promise<ComponentType> {
  loading ??= Promise.all([import('./WalletIsland'), import('./rainbowWallets')]).then(([island, wallets]) => {
    wallets.attachWalletDetails(wagmi, { chains: [...wagmi.chains], config, storage: localStorage })
    return island.WalletIsland
  })
  return loading
}

/**
 * The wallet island's component once it has loaded, null before. It is fetched when the page has painted its data
 * (no page code loading, no query fetching, browser idle), so RainbowKit does not compete with the page's own code
 * and data; at once when the user reaches for a wallet button; and after a few seconds at the latest.
 */
export function useWalletIsland(): ComponentType | null {
  const { wagmiConfig, config } = useApp()
  const queryClient = useQueryClient()
  const wanted = useWalletIslandWanted()
  const [island, setIsland] = useState<{ Component: ComponentType } | null>(null)
  useEffect(() => {
    if (island) return
    let active = true
    const load = () => {
      loadWalletIsland(wagmiConfig, config).then(
        // Rendered as a transition: RainbowKit's first render comes in slices, not one long task.
        (Component) => active && startTransition(() => setIsland({ Component })),
        // A failed chunk load (network blip) is retried on the next request for the island.
        () => {
          loading = undefined
        },
      )
    }
    if (wanted) {
      load()
      return () => {
        active = false
      }
    }
    const stopWaiting = afterPageSettles(queryClient, load)
    const latest = setTimeout(load, LATEST_MS)
    return () => {
      active = false
      stopWaiting()
      clearTimeout(latest)
    }
  }, [wanted, island, wagmiConfig, config, queryClient])
  return island?.Component ?? null
}
