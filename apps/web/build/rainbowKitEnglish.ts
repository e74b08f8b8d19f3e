import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'

const RAINBOWKIT_DIST = /[\\/]@rainbow-me[\\/]rainbowkit[\\/]dist[\\/]/
const LOCALE_MODULE = /^\.\/([a-z]{2}_[A-Z0-9]{2,3})-[A-Z0-9]{8}\.js$/

/**
 * RainbowKit's dialogs in English, like the rest of Concord: its other 20 locales resolve to its English module.
 * RainbowKit imports each locale lazily, so each was a chunk of its own and an entry of index.html's import map (every
 * chunk's integrity is there, see vite.config.ts). Twenty entries of incompressible hashes made the page's HTML larger
 * than a TCP connection's first window (about 14 KB), which cost a phone one more round trip before the first paint.
 * WalletIsland also passes `locale="en-US"`, so a browser in another language gets the same English dialogs.
 */
export function rainbowKitEnglish(): Plugin {
  return {
    name: 'concord:rainbowkit-english',
    enforce: 'pre',
    resolveId(source, importer) {
      const locale = LOCALE_MODULE.exec(source)?.[1]
      if (locale === undefined || locale === 'en_US' || !importer || !RAINBOWKIT_DIST.test(importer)) return null
      const dir = dirname(importer)
      const english = readdirSync(dir).find((name) => /^en_US-[A-Z0-9]{8}\.js$/.test(name))
      return english === undefined ? null : join(dir, english)
    },
  }
}
