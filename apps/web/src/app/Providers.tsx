import '@rainbow-me/rainbowkit/styles.css'
import { darkTheme, lightTheme, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { WagmiProvider } from 'wagmi'
import { SignInProvider } from '../features/auth/SignInProvider'
import { useTheme } from '../ui/theme/useTheme'
import { AppContextProvider } from './AppContext'
import type { AppContextValue } from './bootstrap'
import { ThemeContextProvider } from './ThemeContext'

/** wagmi, TanStack Query, SIWE and RainbowKit around the app, themed like the page. */
export function Providers({
  app,
  queryClient,
  children,
}: {
  app: AppContextValue
  queryClient: QueryClient
  children: ReactNode
}) {
  const theme = useTheme()
  const rkTheme =
    theme.theme === 'dark' ? darkTheme({ accentColor: '#3fa66a' }) : lightTheme({ accentColor: '#2f6f4e' })
  return (
    <AppContextProvider value={app}>
      <ThemeContextProvider value={theme}>
        <WagmiProvider config={app.wagmiConfig}>
          <QueryClientProvider client={queryClient}>
            <SignInProvider api={app.authApi}>
              <RainbowKitProvider theme={rkTheme} appInfo={{ appName: app.config.appName }} showRecentTransactions>
                {children}
              </RainbowKitProvider>
            </SignInProvider>
          </QueryClientProvider>
        </WagmiProvider>
      </ThemeContextProvider>
    </AppContextProvider>
  )
}
