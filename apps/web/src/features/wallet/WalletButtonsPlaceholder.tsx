import { useAccount } from 'wagmi'
import { WalletButtonsView } from './WalletButtonsView'

/** RainbowKit's ConnectButton names an account by its first and last four characters. */
export const displayAddress = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`

/**
 * The wallet buttons before RainbowKit has loaded, from wagmi's state alone: the same labels the island shows (the
 * session is not known yet, as in RainbowKit's own "loading" state), and the same place in the header.
 */
export function WalletButtonsPlaceholder() {
  // As RainbowKit's ConnectButton: an address (even while reconnecting) is an account, a chain not configured is wrong.
  const { address, chain, chainId } = useAccount()
  return (
    <WalletButtonsView
      busy
      account={address ? { displayName: displayAddress(address) } : undefined}
      chainName={chain?.name}
      wrongNetwork={chainId !== undefined && !chain}
      needsSignIn={false}
    />
  )
}
