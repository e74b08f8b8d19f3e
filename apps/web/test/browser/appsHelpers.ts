import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { startExampleApps } from '@concord/example-apps'
import type { AppPageApi } from '@concord/test-kit/bridge'
import { frameAt, inFrame } from '@concord/test-kit/chromium'
import type { DevStackOptions } from '@concord/test-kit/dev-stack'
import type { Frame, Page } from 'playwright-core'

type DevSafeApp = NonNullable<DevStackOptions['safeApps']>[number]

const ICON = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>'

/** Manifests for the "add a custom app" form: one good, and one for each way a manifest can be wrong. */
const MANIFESTS: Record<string, { type: string; body: string }> = {
  '/good/manifest.json': json({
    name: 'Good app',
    description: 'A valid manifest',
    iconPath: 'icon.svg',
    safe_apps_permissions: ['camera', 'clipboard-write', 'not-a-feature; camera *'],
  }),
  '/good/icon.svg': { type: 'image/svg+xml', body: ICON },
  '/not-json/manifest.json': { type: 'text/html', body: '<!doctype html><p>an app without a manifest</p>' },
  '/no-name/manifest.json': json({ description: 'No name here', iconPath: 'icon.svg' }),
  '/no-icon/manifest.json': json({ name: 'No icon', description: 'Names no icon' }),
  '/broken-icon/manifest.json': json({ name: 'Broken icon', description: 'Its icon is gone', iconPath: 'gone.svg' }),
}

function json(value: unknown) {
  return { type: 'application/json', body: JSON.stringify(value) }
}

/**
 * A server of app manifests on 127.0.0.1 that allows cross-origin reads, as apps must; `/growing`'s browser features
 * are whatever the test last set.
 */
export async function startManifestServer(): Promise<{
  url: string
  setGrowingFeatures(features: string[]): void
  close(): Promise<void>
}> {
  let growing: string[] = []
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    const file =
      path === '/growing/manifest.json'
        ? json({
            name: 'Growing app',
            description: 'Asks for more',
            iconPath: '../good/icon.svg',
            safe_apps_permissions: growing,
          })
        : MANIFESTS[path]
    res.setHeader('Access-Control-Allow-Origin', '*')
    if (!file) res.writeHead(404).end('Not found')
    else res.writeHead(200, { 'content-type': file.type }).end(file.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setGrowingFeatures: (features) => {
      growing = features
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/** A URL nothing listens on (a server started and stopped at once). */
export async function deadUrl(): Promise<string> {
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}/app`
}

/** The dev catalogue of the tests: the example apps `npm start` serves, with tags to filter on, and the SDK fixture. */
export async function devCatalogue(fixtureUrl: string) {
  const examples = await startExampleApps()
  const [builder, signer] = examples.apps
  if (!builder || !signer) throw new Error('the example apps server lists fewer than two apps')
  const safeApps: DevSafeApp[] = [
    {
      ...builder,
      tags: ['transactions', 'dev'],
      socialProfiles: [{ platform: 'GITHUB', url: 'https://github.com/concord/tx-builder' }],
      developerWebsite: 'https://concord.example/tx-builder',
    },
    { ...signer, tags: ['messages', 'dev'], features: [] },
    {
      // Clear of the example apps' own ids (1–4).
      id: 100,
      name: 'SDK fixture',
      url: fixtureUrl,
      description: 'The real Safe Apps SDK 9.1 in a page',
      tags: ['test'],
    },
  ]
  return { safeApps, builder, signer, close: examples.close }
}

/** Runs `fn(app)` in the fixture app's frame (the page of @concord/test-kit/bridge with both SDKs). */
export function inApp<A, T>(frame: Frame, fn: (app: AppPageApi, arg: A) => T | Promise<T>, arg?: A) {
  return inFrame<AppPageApi, A, T>(frame, 'app', fn, arg)
}

/** Waits until the fixture app in `frame` has booted (its SDKs exist). */
export async function appReady(frame: Frame) {
  await frame.waitForFunction('globalThis.app !== undefined')
}

/** Passes the first-open notice of an app, if shown. */
export async function continuePastNotice(page: Page, appName: string) {
  await page.getByRole('button', { name: `Continue to ${appName}` }).click()
}

/** The gateway catalogue entries of every example app `npm start` serves, as it lists them. */
export async function exampleCatalogue() {
  const examples = await startExampleApps()
  const byName = (name: string) => {
    const app = examples.apps.find((a) => a.name === name)
    if (!app) throw new Error(`the example apps server does not serve ${name}`)
    return app
  }
  return {
    safeApps: examples.apps.map((app): DevSafeApp => ({ ...app, tags: ['dev'] })),
    origin: examples.url,
    builder: byName('Transaction Builder'),
    airdrop: byName('CSV Airdrop'),
    wagmi: byName('wagmi Safe Reader'),
    close: examples.close,
  }
}

/** Opens a catalogue app from the Apps page's list and returns its frame once it loaded. */
export async function openFromCatalogue(page: Page, name: string, origin: string): Promise<Frame> {
  await page
    .getByRole('region', { name: 'All apps' })
    .getByRole('listitem', { name })
    .getByRole('link', { name: 'Open', exact: true })
    .click()
  await continuePastNotice(page, name)
  return frameAt(page, origin)
}
