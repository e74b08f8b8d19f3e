import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { webBuildOfRun } from '@concord/test-kit/web-build'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  AFTER_SETTLE_CHUNKS,
  afterFirstPaintJs,
  dynamicImportsUnder,
  firstPaintJs,
  SAFE_HOME_ROUTE,
  SAFE_QUEUE_ROUTE,
} from './firstPaintJs'

// Issue 31: the WalletConnect wallet SDKs (@reown/walletkit on @walletconnect/core, a few hundred KB of gzip JS) are
// loaded only when the WalletConnect page or the Safe layout's request host (DappHost, itself loaded only when
// sessions exist) starts the client, never by a Safe's first paint or what loads after it.

const Manifest = z.record(z.string(), z.object({ file: z.string(), isDynamicEntry: z.boolean().optional() }))
const SDKS = [/node_modules\/@reown\/walletkit\/dist\//, /node_modules\/@walletconnect\/core\/dist\//]

describe('the WalletConnect wallet SDKs', () => {
  it('are chunks of their own, imported on demand by the WalletConnect page and the request host only', async () => {
    const dist = await webBuildOfRun()
    const manifest = Manifest.parse(JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')))
    const sdkKeys = SDKS.map((pattern) => Object.keys(manifest).find((key) => pattern.test(key)))
    expect(
      sdkKeys.every((key) => key !== undefined),
      'walletkit and core are in the build',
    ).toBe(true)
    const sdkFiles = sdkKeys.map((key) => manifest[key as string]?.file)
    for (const key of sdkKeys) expect(manifest[key as string]?.isDynamicEntry).toBe(true)
    expect(dynamicImportsUnder(dist, 'WalletConnectPage')).toEqual(expect.arrayContaining(sdkKeys))
    expect(dynamicImportsUnder(dist, 'DappHost')).toEqual(expect.arrayContaining(sdkKeys))
    for (const route of [SAFE_HOME_ROUTE, SAFE_QUEUE_ROUTE]) {
      const loaded = [...firstPaintJs(dist, route), ...afterFirstPaintJs(dist, route, AFTER_SETTLE_CHUNKS)]
      expect(loaded.map((chunk) => chunk.file)).not.toEqual(expect.arrayContaining([sdkFiles[0]]))
      expect(loaded.map((chunk) => chunk.file)).not.toEqual(expect.arrayContaining([sdkFiles[1]]))
    }
  })
})
