import { type DevChain, demoSafeHistory } from '@concord/devchain'
import { launchChromiumProfile } from '@concord/test-kit/chromium'
import {
  type DevStackOptions,
  startDevStack,
  type TestGateway,
  waitForSafeNonce as waitForNonce,
} from '@concord/test-kit/dev-stack'
import { eventually } from '@concord/test-kit/eventually'
import { webBuildOfRun } from '@concord/test-kit/web-build'
import type { BrowserContext } from 'playwright-core'
import { type CspViolation, violationsOf, watchCspViolations } from './cspViolations'

/** The whole local stack for a browser journey: a seeded dev chain, the gateway serving the built app, Chromium. */
export type Stack = {
  url: string
  /** The folder of the build the gateway serves (this run's build, shared by the test files: read it only). */
  webRoot: string
  chain: DevChain
  /** The other dev chains (`chains: 2`: id 31338, short name dev2). */
  moreChains?: DevChain[]
  gateway: TestGateway
  browser: BrowserContext
  /** The Content-Security-Policy violations in the browser so far, of any origin (see stop). */
  cspViolations: CspViolation[]
  /** Stops everything; throws when the app's pages had CSP violations, so every browser journey runs under the CSP. */
  stop(): Promise<void>
}

/**
 * Awaits one step of a stack's start, saying on stderr every 30 s which step it still waits for: a test hook that times
 * out shows where it hung.
 */
async function step<T>(what: string, work: Promise<T>): Promise<T> {
  const started = Date.now()
  const slow = setInterval(() => {
    console.error(`startStack: still waiting for ${what} after ${Math.round((Date.now() - started) / 1000)} s`)
  }, 30_000)
  try {
    return await work
  } finally {
    clearInterval(slow)
  }
}

/**
 * Starts the dev chain, the gateway serving this test run's build of the web app, and a headless Chromium; `safeApps`
 * is the gateway's app catalogue (empty unless given); `indexer`, `rpcLimits`, `limitingRpc`, `priceApi` (with the chain's
 * `coingecko` ids) as the test gateway's.
 */
export async function startStack(
  options: Pick<
    DevStackOptions,
    | 'safeApps'
    | 'indexer'
    | 'rpcLimits'
    | 'limitingRpc'
    | 'chains'
    | 'priceFeeds'
    | 'walletConnect'
    | 'priceApi'
    | 'coingecko'
  > = {},
): Promise<Stack> {
  const webRoot = await step('the web app build of this run', webBuildOfRun())
  const dev = await step('the dev chain and the gateway', startDevStack({ ens: true, webRoot, ...options }))
  const chromium = await step('Chromium', launchChromiumProfile()).catch(async (error: unknown) => {
    await dev.stop()
    throw error
  })
  const cspViolations = await watchCspViolations(chromium.context)
  const stop = async () => {
    await chromium.close()
    await dev.stop()
    assertNoCspViolations(cspViolations, dev.gateway.url)
  }
  const { context: browser } = chromium
  const { chain, moreChains, gateway } = dev
  return { url: gateway.url, webRoot, chain, moreChains, gateway, browser, cspViolations, stop }
}

/**
 * startStack, then waits until the gateway has indexed the demo Safe's seeded history (its final nonce), so a journey
 * starts from the seeded state; stops the stack again when that wait fails.
 */
export async function startSeededStack(options: Parameters<typeof startStack>[0] = {}): Promise<Stack> {
  const stack = await startStack(options)
  try {
    await step(
      "the demo Safe's seeded history",
      waitForSafeNonce(stack, stack.chain.demo.safe.address, Number(demoSafeHistory.finalNonce)),
    )
  } catch (error) {
    await stack.stop()
    throw error
  }
  return stack
}

/** Throws, listing them, when the pages of `url`'s origin had CSP violations: the app must run under its CSP. */
export function assertNoCspViolations(violations: readonly CspViolation[], url: string): void {
  const own = violationsOf(violations, url)
  if (own.length > 0) throw new Error(`CSP violations on the app's pages (${url}):\n${own.join('\n')}`)
}

/** Resolves once the gateway's indexer lists `safe` among the Safes of `owner` (the indexer runs behind the chain). */
export async function waitForIndexedOwner(stack: Stack, owner: string, safe: string): Promise<void> {
  const safesOf = async () => {
    const response = await fetch(`${stack.url}/v1/chains/${stack.chain.chainId}/owners/${owner}/safes`)
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    return ((await response.json()) as { safes: string[] }).safes
  }
  const listed = (safes: string[]) => safes.some((s) => s.toLowerCase() === safe.toLowerCase())
  await eventually(safesOf, listed, `the gateway to index ${safe} as a Safe of ${owner}`)
}

/** A new tab after closing the others: tabs of one profile share localStorage, and open ones keep writing to it. */
export async function soleNewPage(stack: Stack) {
  for (const open of stack.browser.pages()) await open.close()
  return stack.browser.newPage()
}

/** A new tab on the app with nothing remembered (the profile is shared by the file's tests): no wallet, cache, session. */
export async function freshPage(stack: Stack, path = '/') {
  const page = await soleNewPage(stack)
  await stack.browser.clearCookies()
  // Clear from a page of the origin that does not run the app: a booting app would write its state back meanwhile.
  await page.goto(`${stack.url}/config.json`)
  await page.evaluate('localStorage.clear()')
  await page.goto(`${stack.url}${path}`)
  return page
}

/** Resolves once the gateway reports the Safe at `nonce` (its indexer has caught up with the seeded history). */
export function waitForSafeNonce(stack: Stack, safe: string, nonce: number): Promise<void> {
  return waitForNonce(stack.url, stack.chain.chainId, safe, nonce)
}
