import { createContext, useContext } from 'react'
import { WebAppError } from '../errors'
import type { AppServices } from './appServices'

const AppContext = createContext<AppServices | null>(null)

/** Provides the booted app (config, chains, gateway) to every route. */
export const AppServicesProvider = AppContext.Provider

/** The booted app: config, chains, gateway API, auth API, wagmi config. */
export function useApp(): AppServices {
  const value = useContext(AppContext)
  if (!value) throw new WebAppError('OUTSIDE_PROVIDER', 'useApp must be used inside AppServicesProvider.')
  return value
}
