import { createContext, useContext } from 'react'
import type { AppContextValue } from './bootstrap'

const AppContext = createContext<AppContextValue | null>(null)

/** Provides the booted app (config, chains, gateway) to every route. */
export const AppContextProvider = AppContext.Provider

/** The booted app: config, chains, gateway API, auth API, wagmi config. */
export function useApp(): AppContextValue {
  const value = useContext(AppContext)
  if (!value) throw new Error('useApp must be used inside AppContextProvider.')
  return value
}
