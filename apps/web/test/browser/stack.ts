import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { buildDevGatewayConfig, type RunningGateway, startGateway } from '@concord/gateway'
import { type BrowserContext, chromium } from 'playwright-core'
import { startTestAnvil, type TestAnvil } from '../helpers/anvil'

const webDir = resolve(import.meta.dirname, '../..')

/** The whole local stack for a browser journey: anvil, the gateway serving the freshly built app, and Chromium. */
export type Stack = {
  url: string
  anvil: TestAnvil
  gateway: RunningGateway
  browser: BrowserContext
  stop(): Promise<void>
}

/** Builds the web app (vite build into dist/), then starts anvil, the gateway and a headless Chromium. */
export async function startStack(): Promise<Stack> {
  await promisify(execFile)('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: webDir })
  const anvil = await startTestAnvil()
  const config = buildDevGatewayConfig({
    chainId: 31337,
    rpcUrl: anvil.rpcUrl,
    contracts: {},
    tokens: [],
    webOrigins: [],
  })
  const gateway = await startGateway({
    config,
    logLevel: 'silent',
    webRoot: join(webDir, 'dist'),
    webConfig: { gatewayUrl: '' },
  })
  const profile = mkdtempSync(join(tmpdir(), 'concord-web-chromium-'))
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  })
  const stop = async () => {
    await browser.close()
    await gateway.close()
    await anvil.stop()
    rmSync(profile, { recursive: true, force: true })
  }
  return { url: gateway.url, anvil, gateway, browser, stop }
}
