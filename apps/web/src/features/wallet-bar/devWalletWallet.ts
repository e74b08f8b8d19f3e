import type { Wallet } from '@rainbow-me/rainbowkit'
import { createConnector } from 'wagmi'
import { DEV_WALLET_ID, devWalletConnector } from '../../connection/devWallet/devWalletConnector'
import type { DevWalletProviderOptions } from '../../connection/devWallet/devWalletProvider'

// A plain key glyph so the dev wallet needs no image asset.
const ICON = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><rect width="28" height="28" rx="6" fill="#2f6f4e"/><circle cx="11" cy="14" r="4.5" fill="none" stroke="#fff" stroke-width="2.5"/><path d="M15.5 14h8m-3 0v4" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/></svg>',
)}`

/** The dev wallet as a RainbowKit wallet entry (shown in the connect dialog only on the dev chain). */
export function devWallet(options: DevWalletProviderOptions): () => Wallet {
  return () => ({
    id: DEV_WALLET_ID,
    name: 'Dev wallet',
    shortName: 'Dev',
    iconUrl: ICON,
    iconBackground: '#2f6f4e',
    installed: true,
    createConnector: (details) => createConnector((config) => ({ ...devWalletConnector(options)(config), ...details })),
  })
}
