import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useApp } from '../../../services/appContext'
import { parseSafeParam } from '../../../services/safePath'
import { watchGatewayDown } from './watchGatewayDown'

/** The text of the banner shown while the gateway is down. */
export const GATEWAY_DOWN_TEXT =
  'The Concord gateway cannot be reached. Showing what the chain says, at the last known prices; queue, history and names are unavailable.'

/** While the gateway is down: the banner, and the Safe's info and balances answered from the chain. */
export function OfflineMode() {
  const { chains, wagmiConfig } = useApp()
  const queryClient = useQueryClient()
  const [down, setDown] = useState(false)
  useEffect(() => watchGatewayDown({ queryClient, chains, wagmiConfig }, setDown), [queryClient, chains, wagmiConfig])
  const segment = useLocation().pathname.split('/')[1]
  const onSafe = parseSafeParam(segment).ok
  if (!down) return null
  return (
    <div className="banner banner--warning" role="status">
      {GATEWAY_DOWN_TEXT}{' '}
      {onSafe ? (
        <Link to={`/${segment}/transactions/offline`}>Sign, export or import a transaction offline</Link>
      ) : null}
    </div>
  )
}
