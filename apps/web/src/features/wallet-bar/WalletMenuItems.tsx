import { lazy, Suspense } from 'react'
import { useAccount } from 'wagmi'
import { DEV_WALLET_ID } from '../../connection/devWallet/devWalletConnector'

// Only the dev wallet has accounts to pick from: its picker's code stays out of every other visit's first paint.
const DevAccountPicker = lazy(() =>
  import('./DevAccountPicker').then((module) => ({ default: module.DevAccountPicker })),
)

/** What the header's menu holds of the wallet: the dev wallet's account picker (nothing with any other wallet). */
export function WalletMenuItems() {
  const { connector } = useAccount()
  if (connector?.id !== DEV_WALLET_ID) return null
  return (
    <Suspense fallback={null}>
      <DevAccountPicker />
    </Suspense>
  )
}
