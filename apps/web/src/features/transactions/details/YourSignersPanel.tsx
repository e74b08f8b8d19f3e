import type { ComponentProps } from 'react'
import { useAccount } from 'wagmi'
import { SignersPanel } from './SignersPanel'

/**
 * The signers panel with the connected wallet's account marked "you". The wallet's state is read here: its changes
 * (the wallet config loaded after the first paint, a reconnect) render this panel again, not the whole page.
 */
export function YourSignersPanel(props: Omit<ComponentProps<typeof SignersPanel>, 'account'>) {
  const { address } = useAccount()
  return <SignersPanel {...props} account={address} />
}
