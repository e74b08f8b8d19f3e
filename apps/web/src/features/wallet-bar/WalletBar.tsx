import { ConnectionStatus } from './ConnectionStatus'
import { useWalletIsland } from './useWalletIsland'
import { WalletButtonsPlaceholder } from './WalletButtonsPlaceholder'

/**
 * The header's wallet area: connection status from the first paint (wagmi alone), then the wallet buttons, which
 * RainbowKit (the wallet island) takes over once loaded, in the same place and with the same labels.
 */
export function WalletBar() {
  const Island = useWalletIsland()
  return (
    <div className="wallet-bar">
      <ConnectionStatus />
      {Island ? <Island /> : <WalletButtonsPlaceholder />}
    </div>
  )
}
