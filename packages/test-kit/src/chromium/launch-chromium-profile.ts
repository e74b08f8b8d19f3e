import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium } from 'playwright-core'
import { CHROMIUM_ARGS, chromiumPath } from './chromium-flags.js'

/** A headless Chromium on a profile of its own; `close` ends the browser, then removes the profile. */
export type ChromiumProfile = { context: BrowserContext; close(): Promise<void> }

/** How long one launch may take before it counts as hung (Playwright's own default is 3 minutes). */
const LAUNCH_TIMEOUT_MS = 60_000

/** Launches Chromium once on a new profile; the profile is removed again when the launch fails. */
async function launchOnce(): Promise<ChromiumProfile> {
  const profile = mkdtempSync(join(tmpdir(), 'concord-chromium-'))
  const remove = () => rmSync(profile, { recursive: true, force: true })
  try {
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      headless: true,
      args: [...CHROMIUM_ARGS],
      timeout: LAUNCH_TIMEOUT_MS,
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

/**
 * Launches Chromium on a new profile (a persistent context: its tabs share storage the way a user's tabs do). A launch
 * that hangs on a loaded machine is tried once more on a fresh profile, within a test hook's time.
 */
export async function launchChromiumProfile(): Promise<ChromiumProfile> {
  try {
    return await launchOnce()
  } catch (error) {
    if (!(error instanceof Error && error.name === 'TimeoutError')) throw error
    return launchOnce()
  }
}
