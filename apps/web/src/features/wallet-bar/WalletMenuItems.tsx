import { lazy, Suspense } from 'react'
import { useAccount } from 'wagmi'
import { DEV_WALLET_ID } from '../../connection/devWallet/devWalletConnector'
import { InLaterTask } from '../../ui/InLaterTask'

// Only the dev wallet has accounts to pick from: its picker's code stays out of every other visit's first paint.
const DevAccountPicker = lazy(() =>
  import('./DevAccountPicker').then((module) => ({ default: module.DevAccountPicker })),
)

/**
 * What the header's menu holds of the wallet: the dev wallet's account picker (nothing with any other wallet). Read a
 * task after the page's frame, as the wallet bar is: wagmi's account hook is cold code in the app's first render.
 */
export function WalletMenuItems() {
  return (
    <InLaterTask>
      <DevWalletItems />
    </InLaterTask>
  )
}

function DevWalletItems() {
  const { connector } = useAccount()
  if (connector?.id !== DEV_WALLET_ID) return null
  return (
    <Suspense fallback={null}>
      <DevAccountPicker />
    </Suspense>
  )
}
