import { useAccount, useConfig } from 'wagmi'
import { disconnect } from 'wagmi/actions'
import { requestWalletModal } from './walletModals'

/** The text RainbowKit uses for an unsupported chain (spec §8). */
export const WRONG_NETWORK_TEXT = 'Wrong network detected, switch or disconnect to continue.'

/** Shown while the wallet is on a chain the gateway does not serve. */
export function WrongNetworkBanner() {
  const { isConnected, chain } = useAccount()
  // The action, not useDisconnect: that hook brings TanStack's mutation code into the first paint for one click.
  const config = useConfig()
  if (!isConnected || chain) return null
  return (
    <div className="banner banner--warning" role="alert">
      <span>{WRONG_NETWORK_TEXT}</span>
      <button type="button" className="button" onClick={() => requestWalletModal('chain')}>
        Switch network
      </button>
      <button type="button" className="button button--ghost" onClick={() => void disconnect(config)}>
        Disconnect
      </button>
    </div>
  )
}
