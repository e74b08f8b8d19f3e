import type { Page } from 'playwright-core'

/** Collects the page's uncaught errors from now on, so a test can require none and a broken page never passes. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  return errors
}
