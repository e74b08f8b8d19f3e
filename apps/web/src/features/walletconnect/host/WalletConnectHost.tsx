import { lazy, useState } from 'react'
import { useLocation } from 'react-router'
import { AfterPageSettles } from '../../../services/AfterPageSettles'
import { useApp } from '../../../services/appContext'
import { hadDappSessions } from '../client/sessionsFlag'
import { WALLETCONNECT_PATH } from '../walletConnectPath'

const DappHost = lazy(() => import('./DappHost').then((m) => ({ default: m.DappHost })))

/**
 * Where dapps' requests reach the owner on any of the Safe's pages (see DappHost). The WalletConnect client and its
 * SDKs load only when there is something to hear: sessions kept from an earlier visit, or the WalletConnect page
 * opened in this tab; otherwise nothing is loaded and a first paint carries none of it.
 */
export function WalletConnectHost() {
  const { config } = useApp()
  const onPage = useLocation().pathname.endsWith(`/${WALLETCONNECT_PATH}`)
  // Once started, the client stays for the tab's life: leaving the WalletConnect page must not stop its requests.
  const [started, setStarted] = useState(false)
  const wanted = started || onPage || hadDappSessions()
  if (wanted && !started) setStarted(true)
  if (!config.walletConnectProjectId || !wanted) return null
  return (
    <AfterPageSettles>
      <DappHost />
    </AfterPageSettles>
  )
}
