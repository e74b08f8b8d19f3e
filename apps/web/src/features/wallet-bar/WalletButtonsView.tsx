import { useState } from 'react'
import { useApp } from '../../services/appContext'
import { openConnectDialog } from './openConnectDialog'
import { requestWalletModal, wantWalletIsland } from './walletModals'

/** What the header's wallet buttons show: the same before RainbowKit has loaded and after, so nothing jumps. */
export type WalletButtonsState = {
  /** The wallet UI is still loading (RainbowKit, or the session): the buttons work, their dialog opens when ready. */
  busy: boolean
  account?: { displayName: string; displayBalance?: string | undefined } | undefined
  chainName?: string | undefined
  wrongNetwork: boolean
  needsSignIn: boolean
}

/** The header's connect / sign in / network / profile buttons; each opens its RainbowKit dialog. */
export function WalletButtonsView({ busy, account, chainName, wrongNetwork, needsSignIn }: WalletButtonsState) {
  const { wagmiConfig, config } = useApp()
  const [opening, setOpening] = useState(false)
  // Pointing at or focusing a button fetches the wallet UI at once, ahead of the click.
  const intent = { onPointerEnter: wantWalletIsland, onFocus: wantWalletIsland }
  const content = (() => {
    if (!account) {
      const open = async () => {
        setOpening(true)
        try {
          await openConnectDialog(wagmiConfig, config)
        } finally {
          setOpening(false)
        }
      }
      return (
        <button type="button" {...intent} className="button button--primary" onClick={open} disabled={opening}>
          {opening ? 'Loading wallets…' : 'Connect wallet'}
        </button>
      )
    }
    if (needsSignIn) {
      // Connected, read-only until signed in: our sign-in dialog (closing it keeps the wallet connected).
      return (
        <button
          type="button"
          {...intent}
          className="button button--primary"
          onClick={() => requestWalletModal('signIn')}
        >
          Sign in
        </button>
      )
    }
    if (wrongNetwork) {
      return (
        <button type="button" {...intent} className="button button--danger" onClick={() => requestWalletModal('chain')}>
          Wrong network
        </button>
      )
    }
    return (
      <>
        <button type="button" {...intent} className="button" onClick={() => requestWalletModal('chain')}>
          {chainName ?? 'Network'}
        </button>
        <button type="button" {...intent} className="button" onClick={() => requestWalletModal('account')}>
          {account.displayName}
          {account.displayBalance ? ` · ${account.displayBalance}` : ''}
        </button>
      </>
    )
  })()
  return (
    <div className="wallet-bar" data-testid="wallet-buttons" aria-busy={busy}>
      {content}
    </div>
  )
}
