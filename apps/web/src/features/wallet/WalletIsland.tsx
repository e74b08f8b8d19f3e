import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, darkTheme, lightTheme, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { useMemo } from 'react'
import { useApp } from '../../services/appContext'
import { useThemeContext } from '../../ui/theme/ThemeContext'
import { createAuthApi, SignInProvider } from '../auth'
import { ModalRequests } from './ModalRequests'
import { RecentTransactionsBridge } from './RecentTransactionsBridge'
import { WalletButtonsPlaceholder } from './WalletButtonsPlaceholder'
import { WalletButtonsView } from './WalletButtonsView'

/**
 * RainbowKit, loaded after the first paint: sign-in (SIWE), its dialogs and the header's wallet buttons. Only the
 * header's buttons sit inside it, so its arrival remounts no route; the routes reach it through the modal requests and
 * the recent-transaction queue, which it serves from here.
 */
export function WalletIsland() {
  const { gatewayClient, config } = useApp()
  // Sign-in is only offered from here, after the first paint: its API is built with the island, not at boot.
  const authApi = useMemo(() => createAuthApi(gatewayClient), [gatewayClient])
  const { theme } = useThemeContext()
  const rkTheme = useMemo(
    () => (theme === 'dark' ? darkTheme({ accentColor: '#3fa66a' }) : lightTheme({ accentColor: '#2f6f4e' })),
    [theme],
  )
  return (
    <SignInProvider api={authApi}>
      <RainbowKitProvider theme={rkTheme} appInfo={{ appName: config.appName }} showRecentTransactions>
        <RecentTransactionsBridge />
        <ConnectButton.Custom>
          {({ account, chain, authenticationStatus, mounted }) => (
            <>
              <ModalRequests sessionLoading={authenticationStatus === 'loading'} />
              {mounted ? (
                <WalletButtonsView
                  busy={authenticationStatus === 'loading'}
                  account={account}
                  chainName={chain?.name}
                  wrongNetwork={chain?.unsupported ?? false}
                  needsSignIn={authenticationStatus === 'unauthenticated'}
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
