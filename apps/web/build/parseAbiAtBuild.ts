import { parseAbi } from 'viem'
import type { Plugin } from 'vite'

// Our sources: the web app's and the workspace packages' (protocol, gateway client …), not node_modules.
const OWN_SOURCE = /[\\/](apps[\\/]web|packages[\\/][\w-]+)[\\/]src[\\/][^\\]*\.tsx?$/
// `parseAbi([ 'function …', … ])` whose array holds string literals only (and comments): nothing else is evaluated.
const PARSE_ABI_CALL = /\bparseAbi\(\s*\[((?:\s*(?:'[^'\\\n]*'|\/\/[^\n]*)\s*,?)*)\s*\]\s*\)/g
const SIGNATURE = /'([^'\\\n]*)'/g

/**
 * Parses the human-readable ABIs our modules declare at build time: `parseAbi(['function …'])` becomes the JSON ABI
 * it returns. At run time each was parsed when its module loaded, with abitype's parser (about 4.5 KB gzip, its
 * regular expressions compiled on a phone's main thread) in the first paint of the pages that read a token or an ENS
 * name. The types still come from the `parseAbi` call TypeScript sees. A call whose array is not plain string
 * literals is left to run as written.
 */
export function parseAbiAtBuild(): Plugin {
  return {
    name: 'concord:parse-abi-at-build',
    enforce: 'pre',
    transform(code, id) {
      if (!OWN_SOURCE.test(id) || !code.includes('parseAbi(')) return null
      const out = code.replace(PARSE_ABI_CALL, (_call, items: string) => {
        const signatures = [...items.matchAll(SIGNATURE)].map((match) => match[1] ?? '')
        return `(${JSON.stringify(parseAbi(signatures))})`
      })
      return out === code ? null : { code: out, map: null }
    },
  }
}
