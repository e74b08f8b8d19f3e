import { useEffect, useSyncExternalStore } from 'react'
import { errorMessage } from '../../../errors'
import { useApp } from '../../../services/appContext'
import { attachClient, clientFailed, dappState, subscribeDapps } from './dappStore'
import { loadWalletKit } from './loadWalletKit'

/** The WalletConnect client (started on first use with the configured project id and relay) and what it holds. */
export function useWalletConnect() {
  const { config } = useApp()
  const state = useSyncExternalStore(subscribeDapps, dappState)
  const projectId = config.walletConnectProjectId
  useEffect(() => {
    if (!projectId || dappState().client) return
    loadWalletKit({
      projectId,
      relayUrl: config.walletConnectRelayUrl,
      name: config.appName,
      url: window.location.origin,
      icon: `${window.location.origin}/favicon.svg`,
    }).then(attachClient, (error: unknown) =>
      clientFailed(`WalletConnect could not start: ${errorMessage(error)}. Reload the page to try again.`),
    )
  }, [projectId, config.walletConnectRelayUrl, config.appName])
  return state
}
