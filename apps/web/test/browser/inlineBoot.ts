import type { Page } from 'playwright-core'

/** The boot data the gateway inlines into the page (apps/gateway/src/server/web-index-html.ts). */
export type InlineBootData = { config?: Record<string, unknown>; chains: Record<string, unknown>[] }

const BLOCK = /<script type="application\/json" id="concord-boot">([\s\S]*?)<\/script>/

/**
 * Rewrites the boot data of every page `page` loads: `edit` returns the new data, or null to leave the block out, as
 * a page from a static host would have none (the app then fetches `/config.json` and the chains).
 */
export async function editInlineBoot(page: Page, edit: (boot: InlineBootData) => InlineBootData | null) {
  await page.route(
    () => true,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback()
      const response = await route.fetch()
      const html = await response.text()
      const match = BLOCK.exec(html)
      if (!match?.[1]) return route.fulfill({ response })
      const next = edit(JSON.parse(match[1]) as InlineBootData)
      const block = next ? match[0].replace(match[1], JSON.stringify(next).replace(/</g, '\\u003c')) : ''
      const headers = { ...response.headers() }
      delete headers['content-encoding']
      delete headers['content-length']
      return route.fulfill({ response, headers, body: html.replace(match[0], block) })
    },
  )
}
