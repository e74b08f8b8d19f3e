import type { Config } from 'wagmi'
import type { RuntimeConfig } from '../../config/runtimeConfig'
import { whenWagmiReady } from '../../connection/deferredWagmiConfig'
import { loadMoreWallets } from '../../connection/loadMoreWallets'
import { requestWalletModal } from './walletModals'

/**
 * Opens RainbowKit's connect dialog (our sign-in dialog follows once a wallet connects), with WalletConnect
 * and the SDK wallets loaded first. If they cannot load, the dialog still opens with the wallets already there.
 */
export async function openConnectDialog(wagmi: Config, config: RuntimeConfig): Promise<void> {
  await loadMoreWallets(await whenWagmiReady(wagmi), config).catch(() => undefined)
  requestWalletModal('connect')
}
