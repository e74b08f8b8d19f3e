import { startWalletConnectRelay } from '@concord/test-kit/walletconnect'
import type { StartOptions } from './options.ts'

/**
 * With `--walletconnect-relay`, starts the local WalletConnect relay on a free loopback port (a stand-in for
 * WalletConnect's relay service, so a wallet and a dapp on this machine can pair offline) and returns its URL;
 * otherwise null.
 */
export async function startRelayIfAsked(
  options: StartOptions,
  stoppers: Array<() => Promise<void>>,
): Promise<string | null> {
  if (!options.walletConnectRelay) return null
  const relay = await startWalletConnectRelay()
  stoppers.push(() => relay.stop())
  console.log(
    `      walletconnect: local relay at ${relay.url} (a stand-in for WalletConnect's relay, for offline trials)`,
  )
  return relay.url
}
