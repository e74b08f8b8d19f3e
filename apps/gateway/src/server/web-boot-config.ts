import type { GatewayConfig } from '../config/config-schema.js'

/**
 * The web app's run-time config as served (`/config.json` and the page's boot data): the caller's, plus what the
 * gateway config decides for the web app: the WalletConnect project id and relay (`walletConnect`). Without a web
 * config (no web app served) there is nothing to add to.
 */
export function webBootConfig(
  config: Pick<GatewayConfig, 'walletConnect'>,
  webConfig: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  if (webConfig === undefined || config.walletConnect === undefined) return webConfig
  const { projectId, relayUrl } = config.walletConnect
  return {
    ...webConfig,
    walletConnectProjectId: projectId,
    ...(relayUrl === undefined ? {} : { walletConnectRelayUrl: relayUrl }),
  }
}
