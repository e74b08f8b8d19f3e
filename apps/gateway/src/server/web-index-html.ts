import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { readRoutePreloads } from './web-route-preloads.js'

/** What the web app would otherwise fetch before it can render: its run-time config and the gateway's chains. */
export type WebBootData = { config?: Record<string, unknown> | undefined; chains: unknown[] }

/** The web app's index.html with its boot data, and how to send it. */
export type IndexHtml = { send(request: FastifyRequest, reply: FastifyReply): FastifyReply }

// The id the web app reads (apps/web/src/config/readInlineBoot.ts).
const BOOT_ELEMENT_ID = 'concord-boot'

/** The boot data as a JSON data block: `<` escaped so no value can close the element or open another. */
export function bootDataBlock(boot: WebBootData): string {
  const json = JSON.stringify(boot).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${BOOT_ELEMENT_ID}">${json}</script>`
}

/** A page as sent: plain, Brotli (its best) and gzip. */
type Encoded = { html: Buffer; br: Buffer; gz: Buffer }

function encode(html: string): Encoded {
  const plain = Buffer.from(html)
  // Brotli's best: the page's import map of chunk hashes is most of it, and the whole response fits a TCP connection's
  // first window (about 14 KB) only when compressed this well; a phone saves a round trip.
  const br = brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })
  return { html: plain, br, gz: gzipSync(plain, { level: 9 }) }
}

/**
 * index.html with the boot data inlined before `</head>`: the page renders a Safe without the two round trips of
 * `/config.json` and `/v1/chains` first (on a phone's network, about 0.3 s each). A data block is not executed, so the
 * page's CSP is unchanged. With it, the modulepreload links of the route the URL shows (web-route-preloads.ts). Each
 * route's page is built and compressed once (the chains are fixed while the gateway runs), when first asked for.
 */
export function createIndexHtml(webRoot: string, boot: WebBootData): IndexHtml {
  const page = readFileSync(join(webRoot, 'index.html'), 'utf8')
  const preloadsFor = readRoutePreloads(webRoot, page)
  const at = page.indexOf('</head>')
  const withBoot = (links: string) =>
    at < 0 ? page : `${page.slice(0, at)}${bootDataBlock(boot)}${links}${page.slice(at)}`
  // One entry per route of the app's table at most (and one for every other path).
  const pages = new Map<string, Encoded>()
  return {
    send(request, reply) {
      const route = preloadsFor(request.url.split('?')[0] ?? '/')
      let encoded = pages.get(route.key)
      if (!encoded) {
        encoded = encode(withBoot(route.links))
        pages.set(route.key, encoded)
      }
      const accepted = String(request.headers['accept-encoding'] ?? '')
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding')
      if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(encoded.br)
      if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(encoded.gz)
      return reply.send(encoded.html)
    },
  }
}
