import { describe, expect, test } from 'vitest'
import { appTxDraft } from '../src/features/apps/bridge/appTxDraft'
import { fromCatalogue } from '../src/features/apps/catalogue/appEntry'
import { appKey, appOrigin, parseAppUrl } from '../src/features/apps/catalogue/appUrl'
import { filterApps, tagsOf } from '../src/features/apps/catalogue/filterApps'
import { AppManifestSchema, appUrlFromInput, iconUrlOf } from '../src/features/apps/catalogue/manifest'
import { loadCustomApp } from '../src/features/apps/custom-app/loadCustomApp'
import { resolveOpenApp } from '../src/features/apps/frame/resolveOpenApp'
import { allowAttribute } from '../src/features/apps/permissions/browserFeatures'

const entry = (name: string, url: string, tags: string[], description = '') =>
  fromCatalogue({
    id: 1,
    url,
    name,
    iconUrl: null,
    description,
    chainIds: ['1'],
    provider: null,
    accessControl: { type: 'NO_RESTRICTIONS', value: null },
    tags,
    features: [],
    developerWebsite: null,
    socialProfiles: [],
    featured: false,
  })

describe('embedded apps: pure rules', () => {
  test('only http(s) URLs are apps; an app is its origin and path without a trailing slash or query', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'file:///etc/passwd', 'not a url', ''])
      expect(parseAppUrl(bad)).toBeNull()
    expect(appKey('https://a.example/app/?x=1#y')).toBe('https://a.example/app')
    expect(appKey('https://a.example/app')).toBe(appKey('https://a.example/app/'))
    expect(appOrigin('https://a.example:8443/app')).toBe('https://a.example:8443')
    expect(appUrlFromInput('https://a.example/app/manifest.json')).toBe('https://a.example/app')
    expect(appUrlFromInput(' https://a.example/app/ ')).toBe('https://a.example/app')
  })

  test('search matches every word in name, description or tags; the tag filter is exact', () => {
    const apps = [
      entry('Transaction Builder', 'https://a/tb', ['transactions'], 'Batch calls'),
      entry('Message Signer', 'https://a/ms', ['messages'], 'Sign typed data'),
    ]
    expect(filterApps(apps, { query: 'typed DATA', tag: '' }).map((a) => a.name)).toEqual(['Message Signer'])
    expect(filterApps(apps, { query: 'batch transactions', tag: '' }).map((a) => a.name)).toEqual([
      'Transaction Builder',
    ])
    expect(filterApps(apps, { query: '', tag: 'messages' }).map((a) => a.name)).toEqual(['Message Signer'])
    expect(filterApps(apps, { query: 'sign', tag: 'transactions' })).toEqual([])
    expect(tagsOf(apps)).toEqual(['messages', 'transactions'])
  })

  test('the icon: an SVG first, then the widest, then iconPath, absolute against the app', () => {
    const base = { name: 'A', description: 'd' }
    expect(iconUrlOf({ ...base, iconPath: 'logo.png' }, 'https://a/app/')).toBe('https://a/app/logo.png')
    const icons = [
      { src: 'small.png', sizes: '64x64' },
      { src: 'big.png', sizes: '512x512' },
    ]
    expect(iconUrlOf({ ...base, icons }, 'https://a/app')).toBe('https://a/app/big.png')
    expect(iconUrlOf({ ...base, icons: [...icons, { src: '/v.svg' }] }, 'https://a/app')).toBe('https://a/v.svg')
    expect(iconUrlOf(base, 'https://a/app')).toBeNull()
  })

  test('the frame allow list holds only known browser features', () => {
    expect(allowAttribute(['camera', 'clipboard-write'])).toBe('camera; clipboard-write')
    expect(allowAttribute(["camera 'none'; geolocation *", 'usb'])).toBe('usb')
  })

  test('an app in neither list is unknown and named by its host; a listed one is known whatever its URL form', () => {
    const catalogue = [entry('Builder', 'https://a.example/tb/', [])]
    expect(resolveOpenApp('https://a.example/tb?ref=x', { catalogue, custom: [] }, null)).toMatchObject({
      known: true,
      app: { name: 'Builder' },
    })
    expect(resolveOpenApp('https://evil.example/tb', { catalogue, custom: [] }, null)).toMatchObject({
      known: false,
      origin: 'https://evil.example',
      app: { name: 'evil.example', iconUrl: null },
    })
    expect(resolveOpenApp('javascript:alert(1)', { catalogue, custom: [] }, null)).toBeNull()
  })

  test("an app's transactions become one review draft with its safeTxGas and its name", () => {
    const txs = [{ to: '0x0000000000000000000000000000000000000001' as const, value: '5', data: '0x' as const }]
    expect(appTxDraft({ name: 'X', url: 'https://x' }, { txs, safeTxGas: 7 })).toEqual({
      title: 'X: a transaction',
      origin: 'app',
      calls: [{ ...txs[0], operation: 0 }],
      app: { name: 'X', url: 'https://x' },
      safeTxGas: '7',
    })
  })

  test("a manifest's name and description: invisible and control characters out, one line, cut at 50 and 200", () => {
    const parsed = AppManifestSchema.parse({
      name: `  \u202EBuild\u200Ber\u0000 \r\n\tX\u2028${'n'.repeat(60)}`,
      description: `Line one\nline two ${'d'.repeat(300)}`,
    })
    expect(parsed.name).toBe(`Builder X ${'n'.repeat(39)}…`)
    expect(Array.from(parsed.name)).toHaveLength(50)
    expect(parsed.description.startsWith('Line one line two ddd')).toBe(true)
    expect(Array.from(parsed.description)).toHaveLength(200)
    // An emoji is never split in half by the cut.
    expect(AppManifestSchema.parse({ name: `${'a'.repeat(48)}😀😀`, description: 'd' }).name).toBe(
      `${'a'.repeat(48)}😀😀`,
    )
    expect(AppManifestSchema.parse({ name: `${'a'.repeat(49)}😀😀`, description: 'd' }).name).toBe(`${'a'.repeat(49)}…`)
  })

  test("adding an app: a name of invisible characters only, or the wallet's own origin, is refused in words", async () => {
    const manifest = { name: '\u200B\u202E \n', description: 'd', iconPath: 'i.svg' }
    const io = {
      walletOrigin: 'https://wallet.example',
      fetch: async () => Response.json(manifest),
      loadImage: async () => undefined,
    }
    expect(await loadCustomApp('https://a.example/app', io)).toEqual({
      ok: false,
      error:
        'The manifest at https://a.example/app/manifest.json has an empty "name" (blank or only invisible characters): the app\'s developer must fill it in.',
    })
    expect(await loadCustomApp('https://wallet.example/app', { ...io, fetch: async () => Response.json({}) })).toEqual({
      ok: false,
      error:
        "“https://wallet.example/app” is on this wallet's own address (https://wallet.example): an app must run on an origin of its own, so it cannot act as the wallet. Check the link.",
    })
  })
})
