import { InLaterTask } from '../../ui/InLaterTask'
import { ConnectionStatus } from './ConnectionStatus'
import { useWalletIsland } from './useWalletIsland'
import { WalletButtonsPlaceholder } from './WalletButtonsPlaceholder'

/**
 * The header's wallet area: connection status, then the wallet buttons, which RainbowKit (the wallet island) takes
 * over once loaded, in the same place and with the same labels. Rendered a task after the page's frame: the wallet's
 * state (wagmi's account store, the session, the balance query) was a sixth of the app's first render, the longest
 * task of a page's load on a slow phone, where the wallet sits in the closed menu anyway.
 */
export function WalletBar() {
  return (
    <div className="wallet-bar">
      <InLaterTask>
        <WalletBarContents />
      </InLaterTask>
    </div>
  )
}

function WalletBarContents() {
  const Island = useWalletIsland()
  return (
    <>
      <ConnectionStatus />
      {Island ? <Island /> : <WalletButtonsPlaceholder />}
    </>
  )
}
