import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium } from 'playwright-core'
import { CHROMIUM_ARGS, chromiumPath } from './chromium-flags.js'

/** A headless Chromium on a profile of its own; `close` ends the browser, then removes the profile. */
export type ChromiumProfile = { context: BrowserContext; close(): Promise<void> }

/** Launches Chromium on a new profile (a persistent context: its tabs share storage the way a user's tabs do). */
export async function launchChromiumProfile(): Promise<ChromiumProfile> {
  const profile = mkdtempSync(join(tmpdir(), 'concord-chromium-'))
  const remove = () => rmSync(profile, { recursive: true, force: true })
  try {
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      headless: true,
      args: [...CHROMIUM_ARGS],
    })
    return {
      context,
      async close() {
        await context.close()
        remove()
      },
    }
  } catch (error) {
    remove()
    throw error
  }
}
