import { ConnectButton, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import rainbowKitCss from '@rainbow-me/rainbowkit/styles.css?inline'
import { useMemo } from 'react'
import { useAccount } from 'wagmi'
import { useApp } from '../../services/appContext'
import { useSession } from '../../services/session'
import { adoptStyleSheet } from '../../ui/adoptStyleSheet'
import { createAuthApi, needsSignIn, SignInProvider } from '../auth'
import { ModalRequests } from './ModalRequests'
import { RecentTransactionsBridge } from './RecentTransactionsBridge'
import { useRainbowKitTheme } from './useRainbowKitTheme'
import { useWalletBalance } from './useWalletBalance'
import { WalletButtonsPlaceholder } from './WalletButtonsPlaceholder'
import { WalletButtonsView } from './WalletButtonsView'

// RainbowKit's styles travel inside this chunk, under its integrity (see adoptStyleSheet).
adoptStyleSheet(rainbowKitCss)

/**
 * RainbowKit, loaded when the user reaches for a wallet button: its dialogs, our sign-in (SIWE) and the header's wallet
 * buttons. Only the header's buttons sit inside it, so its arrival remounts no route; the routes reach it through the
 * modal requests and the recent-transaction queue, which it serves from here.
 */
export function WalletIsland() {
  const { gatewayClient, config } = useApp()
  // Signing in is only offered from here: its API is built with the island, not at boot.
  const authApi = useMemo(() => createAuthApi(gatewayClient), [gatewayClient])
  useRainbowKitTheme()
  // Ours until RainbowKit has read its own: the account button keeps its label as RainbowKit takes it over.
  const { address, chainId } = useAccount()
  const balance = useWalletBalance(address, chainId)
  const session = useSession()
  const sessionLoading = session === 'loading'
  return (
    <SignInProvider api={authApi}>
      <RainbowKitProvider theme={null} appInfo={{ appName: config.appName }} locale="en-US" showRecentTransactions>
        <RecentTransactionsBridge />
        <ConnectButton.Custom>
          {({ account, chain, mounted }) => (
            <>
              <ModalRequests sessionLoading={sessionLoading} />
              {mounted ? (
                <WalletButtonsView
                  busy={sessionLoading}
                  account={account && { ...account, displayBalance: account.displayBalance ?? balance }}
                  chainName={chain?.name}
                  wrongNetwork={chain?.unsupported ?? false}
                  needsSignIn={needsSignIn(session, address)}
                />
              ) : (
                <WalletButtonsPlaceholder />
              )}
            </>
          )}
        </ConnectButton.Custom>
      </RainbowKitProvider>
    </SignInProvider>
  )
}
