import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { type DevChain, devEnsRegistryAddress, startDevChain } from '@concord/devchain'
import { buildDevGatewayConfig, type RunningGateway, startGateway } from '@concord/gateway'
import { type BrowserContext, chromium } from 'playwright-core'

const webDir = resolve(import.meta.dirname, '../..')

/** The whole local stack for a browser journey: a seeded dev chain, the gateway serving the built app, Chromium. */
export type Stack = {
  url: string
  /** The folder of the build the gateway serves. */
  webRoot: string
  chain: DevChain
  gateway: RunningGateway
  browser: BrowserContext
  stop(): Promise<void>
}

/** The Chromium flags every run uses on this machine (no sandbox in the VM, no GPU, no background traffic). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

/** Builds the web app (vite build into dist/), then starts the dev chain, the gateway and a headless Chromium. */
export async function startStack(): Promise<Stack> {
  // A build of its own: `npm start` (and its e2e test) build into dist/ and may run at the same time.
  const webRoot = mkdtempSync(join(tmpdir(), 'concord-web-dist-'))
  await promisify(execFile)('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', webRoot, '--emptyOutDir'], {
    cwd: webDir,
  })
  const chain = await startDevChain()
  const config = buildDevGatewayConfig({
    chainId: chain.chainId,
    rpcUrl: chain.rpcUrl,
    contracts: chain.contracts,
    tokens: chain.tokens,
    webOrigins: [],
    ensRegistryAddress: devEnsRegistryAddress,
  })
  const gateway = await startGateway({
    config,
    logLevel: 'silent',
    webRoot,
    webConfig: { gatewayUrl: '' },
  })
  const profile = mkdtempSync(join(tmpdir(), 'concord-web-chromium-'))
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  })
  const stop = async () => {
    await browser.close()
    await gateway.close()
    await chain.stop()
    rmSync(profile, { recursive: true, force: true })
    rmSync(webRoot, { recursive: true, force: true })
  }
  return { url: gateway.url, webRoot, chain, gateway, browser, stop }
}

/** Resolves once the gateway's indexer lists `safe` among the Safes of `owner` (the indexer runs behind the chain). */
export async function waitForIndexedOwner(stack: Stack, owner: string, safe: string): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const response = await fetch(`${stack.url}/v1/chains/${stack.chain.chainId}/owners/${owner}/safes`)
    if (response.ok) {
      const body = (await response.json()) as { safes: string[] }
      if (body.safes.some((s) => s.toLowerCase() === safe.toLowerCase())) return
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`The gateway did not index ${safe} as a Safe of ${owner} within 60 s.`)
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
  // A string: this file is also type-checked without DOM types (bench/web imports it).
  await page.evaluate('localStorage.clear()')
  await page.goto(`${stack.url}${path}`)
  return page
}

/** Resolves once the gateway reports the Safe at `nonce` (its indexer has caught up with the seeded history). */
export async function waitForSafeNonce(stack: Stack, safe: string, nonce: number): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const response = await fetch(`${stack.url}/v1/chains/${stack.chain.chainId}/safes/${safe}`)
    if (response.ok && ((await response.json()) as { nonce: number }).nonce >= nonce) return
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`The gateway did not index ${safe} up to nonce ${nonce} within 60 s.`)
}
