import type { Page, Route } from 'playwright-core'
import { isDevAccount, pickDevAccount } from './pickers'

/** Resolves once the header's wallet UI is complete: RainbowKit loaded and the session read back from the gateway. */
export async function walletUiReady(page: Page) {
  await page.locator('[data-testid="wallet-buttons"][aria-busy="false"]').waitFor()
}

/**
 * Opens the connect dialog and picks the dev wallet; with the gateway's sign-in on, the SIWE step follows. It waits for
 * the wallet UI first: a click on the placeholder is queued until RainbowKit loads, and RainbowKit may close the dialog
 * it opened for it when the session read settles just after (seen in CI under load).
 */
export async function connectDevWallet(page: Page) {
  await walletUiReady(page)
  const devWallet = page.getByRole('button', { name: /Dev wallet/ })
  // As in signMessage: a dialog RainbowKit closed again as it settled is opened again, as a user would.
  for (let attempt = 0; attempt < 3; attempt++) {
    if (!(await page.getByRole('dialog').isVisible()))
      await page.getByRole('button', { name: 'Connect wallet' }).click()
    const shown = await devWallet.waitFor({ timeout: 8_000 }).then(
      () => true,
      () => false,
    )
    if (shown) break
  }
  await devWallet.click()
}

/**
 * Signs in the "Verify your account" dialog, open or opening (connecting opens it by itself). Should it not show
 * within a few seconds (under load the connection or the session read may settle late), a user signs in from the
 * header's "Sign in": so does this.
 */
export async function signMessage(page: Page) {
  // The button reads "Sign message" once the gateway's nonce has arrived.
  const sign = page.getByRole('button', { name: 'Sign message' })
  for (let attempt = 0; attempt < 3; attempt++) {
    const shown = await sign.waitFor({ timeout: 8_000 }).then(
      () => true,
      () => false,
    )
    if (shown) break
    if (!(await page.getByRole('dialog').isVisible())) await page.getByRole('button', { name: 'Sign in' }).click()
  }
  await sign.click()
  await page.getByText('Verify your account').waitFor({ state: 'detached' })
}

/** Signs in again after switching account: the session of the other account ended, the header offers "Sign in". */
export async function signInAgain(page: Page) {
  await page.getByRole('button', { name: 'Sign in' }).click()
  await signMessage(page)
}

/** Connects the dev wallet and signs in at the gateway, as `account` when given (the remembered one otherwise). */
export async function connectAndSignIn(page: Page, account?: string) {
  await connectDevWallet(page)
  await signMessage(page)
  if (account && !(await isDevAccount(page, account))) {
    await pickDevAccount(page, account)
    await signInAgain(page)
  }
}

/** A gate a routed request waits at until the test opens it: the journey sees what the app shows meanwhile. */
export function gate() {
  let open: () => void = () => undefined
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
}

/** The JSON-RPC method of a request to the chain node (undefined for a preflight or a non-JSON body). */
export function rpcMethod(route: Route): string | undefined {
  try {
    return (route.request().postDataJSON() as { method?: string } | null)?.method
  } catch {
    return undefined
  }
}

/** Matches the requests a page sends to the chain node at `rpcUrl`. */
export const toNode = (rpcUrl: string) => (url: URL) => url.origin === new URL(rpcUrl).origin
