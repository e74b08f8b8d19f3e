import type { Page } from 'playwright-core'

/**
 * A change to the boot data the gateway inlines into the page (apps/gateway/src/server/web-index-html.ts): `config`
 * entries laid over the gateway's, chain `features` taken out, or `remove` for a page without it, as from a static
 * host (the app then fetches `/config.json` and the chains).
 */
export type InlineBootEdit = { config?: Record<string, unknown>; withoutFeatures?: string[] } | { remove: true }

/**
 * Edits the boot data of every page `page` loads, in the page as it is parsed (before the app's deferred modules run).
 * Not by rewriting the response: Chromium treats a page a test fulfils as a public one, which may then not reach the
 * chain node on loopback.
 */
export async function editInlineBoot(page: Page, edit: InlineBootEdit) {
  await page.addInitScript((change: InlineBootEdit) => {
    const observer = new MutationObserver(() => {
      const element = document.getElementById('concord-boot')
      if (!element) return
      observer.disconnect()
      if ('remove' in change) {
        element.remove()
        return
      }
      const boot = JSON.parse(element.textContent ?? '{}') as {
        config?: Record<string, unknown>
        chains: { features: string[] }[]
      }
      boot.config = { ...boot.config, ...change.config }
      const without = change.withoutFeatures ?? []
      for (const chain of boot.chains) chain.features = chain.features.filter((f) => !without.includes(f))
      element.textContent = JSON.stringify(boot)
    })
    observer.observe(document, { childList: true, subtree: true })
  }, edit)
}
