import { ConnectButton } from '@rainbow-me/rainbowkit'
import { useState } from 'react'
import { useApp } from '../../app/AppContext'
import { ConnectionStatus } from './ConnectionStatus'
import { DevAccountPicker } from './DevAccountPicker'
import { loadMoreWallets } from './loadMoreWallets'

/** The header's wallet area: connect (loading the extra wallets first), network, profile, status, dev account. */
export function WalletBar() {
  const { wagmiConfig, config } = useApp()
  const [opening, setOpening] = useState(false)
  return (
    <div className="wallet-bar">
      <ConnectionStatus />
      <DevAccountPicker />
      <ConnectButton.Custom>
        {({ account, chain, authenticationStatus, openConnectModal, openAccountModal, openChainModal, mounted }) => {
          if (!mounted) return null
          if (!account) {
            const open = async () => {
              setOpening(true)
              try {
                await loadMoreWallets(wagmiConfig, config)
              } finally {
                setOpening(false)
              }
              openConnectModal()
            }
            return (
              <button type="button" className="button button--primary" onClick={open} disabled={opening}>
                {opening ? 'Loading wallets…' : 'Connect wallet'}
              </button>
            )
          }
          if (authenticationStatus === 'unauthenticated') {
            // Connected but not signed in: RainbowKit's connect dialog shows the SIWE step then.
            return (
              <button type="button" className="button button--primary" onClick={openConnectModal}>
                Sign in
              </button>
            )
          }
          if (chain?.unsupported) {
            return (
              <button type="button" className="button button--danger" onClick={openChainModal}>
                Wrong network
              </button>
            )
          }
          return (
            <>
              <button type="button" className="button" onClick={openChainModal}>
                {chain?.name ?? 'Network'}
              </button>
              <button type="button" className="button" onClick={openAccountModal}>
                {account.displayName}
                {account.displayBalance ? ` · ${account.displayBalance}` : ''}
              </button>
            </>
          )
        }}
      </ConnectButton.Custom>
    </div>
  )
}
