import { useAccount } from 'wagmi'
import { useSession } from '../../services/session'
import { needsSignIn } from '../auth'
import { useWalletBalance } from './useWalletBalance'
import { WalletButtonsView } from './WalletButtonsView'

/** RainbowKit's ConnectButton names an account by its first and last four characters. */
export const displayAddress = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`

/**
 * The wallet buttons before RainbowKit has loaded, from wagmi's state and the session alone: the same labels the
 * island shows, in the same place in the header. RainbowKit loads when the user reaches for one of them.
 */
export function WalletButtonsPlaceholder() {
  // As RainbowKit's ConnectButton: an address (even while reconnecting) is an account, a chain not configured is wrong.
  const { address, chain, chainId } = useAccount()
  const session = useSession()
  const balance = useWalletBalance(address, chainId)
  return (
    <WalletButtonsView
      busy={session === 'loading'}
      account={address ? { displayName: displayAddress(address), displayBalance: balance } : undefined}
      chainName={chain?.name}
      wrongNetwork={chainId !== undefined && !chain}
      needsSignIn={needsSignIn(session, address)}
    />
  )
}
