import { lazy, Suspense } from 'react'
import { useAccount } from 'wagmi'
import { DEV_WALLET_ID } from '../../connection/devWallet/devWalletConnector'
import { ConnectionStatus } from './ConnectionStatus'
import { useWalletIsland } from './useWalletIsland'
import { WalletButtonsPlaceholder } from './WalletButtonsPlaceholder'

// Only the dev wallet has accounts to pick from: its picker's code stays out of every other visit's first paint.
const DevAccountPicker = lazy(() =>
  import('./DevAccountPicker').then((module) => ({ default: module.DevAccountPicker })),
)

/**
 * The header's wallet area: connection status from the first paint (wagmi alone), the dev wallet's account picker,
 * then the wallet buttons, which RainbowKit (the wallet island) takes over once loaded, in the same place and with
 * the same labels.
 */
export function WalletBar() {
  const Island = useWalletIsland()
  const { connector } = useAccount()
  return (
    <div className="wallet-bar">
      <ConnectionStatus />
      {connector?.id === DEV_WALLET_ID ? (
        <Suspense fallback={null}>
          <DevAccountPicker />
        </Suspense>
      ) : null}
      {Island ? <Island /> : <WalletButtonsPlaceholder />}
    </div>
  )
}
