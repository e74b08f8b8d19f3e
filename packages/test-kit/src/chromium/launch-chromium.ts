import { type Browser, chromium } from 'playwright-core'
import { CHROMIUM_ARGS, chromiumPath } from './chromium-flags.js'

/** Launches headless Chromium with this machine's flags (and `extraArgs`, e.g. a DevTools port for Lighthouse). */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] })
}
