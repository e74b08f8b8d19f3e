import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { WagmiProvider } from 'wagmi'
import { AppServicesProvider } from '../services/appContext'
import type { AppServices } from '../services/appServices'
import { ThemeContextProvider } from '../ui/theme/ThemeContext'
import { useTheme } from '../ui/theme/useTheme'

/**
 * wagmi and TanStack Query around the app, with the booted app and the theme. RainbowKit and sign-in are not here:
 * they load when the user reaches for a wallet button, inside the header's wallet island (features/wallet-bar/WalletIsland),
 * which wraps no route, so its arrival remounts nothing. The session is read in the page frame (app/Layout).
 */
export function Providers({
  app,
  queryClient,
  children,
}: {
  app: AppServices
  queryClient: QueryClient
  children: ReactNode
}) {
  const theme = useTheme()
  return (
    <AppServicesProvider value={app}>
      <ThemeContextProvider value={theme}>
        <WagmiProvider config={app.wagmiConfig}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </WagmiProvider>
      </ThemeContextProvider>
    </AppServicesProvider>
  )
}
