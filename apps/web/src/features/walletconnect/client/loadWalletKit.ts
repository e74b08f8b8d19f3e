import type { WalletKit as WalletKitClass, WalletKitTypes } from '@reown/walletkit'

/** The wallet side of WalletConnect: one client for the page's lifetime. */
export type WalletKitClient = Awaited<ReturnType<typeof WalletKitClass.init>>

/** A session as the client keeps it. */
export type DappSession = ReturnType<WalletKitClient['getActiveSessions']>[string]

/** A dapp's session proposal, with its verification context. */
export type DappProposal = WalletKitTypes.SessionProposal

/** A request of a dapp's session. */
export type DappSessionRequest = WalletKitTypes.SessionRequest

/** Where the client connects and how the wallet presents itself to dapps. */
export type WalletKitOptions = { projectId: string; relayUrl: string; name: string; url: string; icon: string }

let loading: Promise<WalletKitClient> | null = null

/**
 * The WalletConnect wallet client, created on first use: `@reown/walletkit` and `@walletconnect/core` are loaded only
 * then, so neither is in the first paint. One per page (the SDK keeps its state per storage prefix); sessions survive
 * reloads in the browser's IndexedDB.
 */
export function loadWalletKit(options: WalletKitOptions): Promise<WalletKitClient> {
  loading ??= (async () => {
    const [{ WalletKit }, { Core }] = await Promise.all([import('@reown/walletkit'), import('@walletconnect/core')])
    const core = new Core({
      projectId: options.projectId,
      ...(options.relayUrl === '' ? {} : { relayUrl: options.relayUrl }),
      customStoragePrefix: 'concord-wallet',
      telemetryEnabled: false,
    })
    // Core declares relayUrl optional where ICore requires it: the SDK's own types disagree under
    // exactOptionalPropertyTypes, the objects do not.
    return WalletKit.init({
      core: core as unknown as Parameters<typeof WalletKit.init>[0]['core'],
      metadata: { name: options.name, description: 'A Safe multisig wallet', url: options.url, icons: [options.icon] },
    })
  })()
  loading.catch(() => {
    loading = null
  })
  return loading
}
