import { AppsSdk, type SafeInfo } from '@concord/apps-sdk'

/** A live link to the wallet that embeds the app, and the Safe it runs for. */
export type WalletConnection = { sdk: AppsSdk; safe: SafeInfo }

/** Reads must not hang when the page is framed by something that is not a wallet; user prompts never time out. */
const READ_TIMEOUT_MS = 15_000

/** True when the page runs in a frame; top-level there is no wallet to talk to. */
export function isInsideWallet(): boolean {
  return window.parent !== window
}

/** Creates the SDK and asks the wallet which Safe this app is working for. */
export async function connectToWallet(): Promise<WalletConnection> {
  const sdk = new AppsSdk({ timeoutMs: READ_TIMEOUT_MS })
  const safe = await sdk.safe.getInfo()
  return { sdk, safe }
}
