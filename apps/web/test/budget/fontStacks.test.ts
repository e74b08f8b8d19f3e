import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { webBuildOfRun } from '@concord/test-kit/web-build'
import { describe, expect, it } from 'vitest'

// CSS generic families: the browser maps each to a font it has without asking the system for a name.
const GENERIC = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui', 'ui-monospace', 'math'])

/** Every font stack the built CSS declares: `font-family` values and the `--sans` / `--mono` tokens. */
function fontStacks(dist: string): string[][] {
  const css = readdirSync(join(dist, 'assets'))
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(join(dist, 'assets', file), 'utf8'))
    .join('\n')
  return [...css.matchAll(/(?:font-family|--sans|--mono)\s*:\s*([^;}]+)/g)]
    .map((m) => (m[1] ?? '').trim())
    .filter((value) => !value.startsWith('var('))
    .map((value) =>
      value.split(',').map((family) =>
        family
          .trim()
          .replace(/^["']|["']$/g, '')
          .toLowerCase(),
      ),
    )
}

// Issue 35 point 12: Chromium on Linux asks the system (fontconfig, across a process boundary) for each named family a
// stack lists before the one it has, per font size and weight in use; a stack naming four families no Linux machine
// has (SFMono-Regular, Consolas, Segoe UI…) doubled the style and layout time of a Safe page's load.
describe('the font stacks of the build', () => {
  it('name at most one family before a generic one, and end in a generic', { timeout: 300_000 }, async () => {
    const stacks = fontStacks(await webBuildOfRun())
    expect(stacks.length).toBeGreaterThan(1)
    for (const stack of stacks) {
      expect(GENERIC.has(stack.at(-1) ?? ''), stack.join(', ')).toBe(true)
      expect(stack.filter((family) => !GENERIC.has(family)).length, stack.join(', ')).toBeLessThanOrEqual(1)
    }
  })
})
