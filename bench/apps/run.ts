// getSafeInfo inside the real Apps page: the SDK fixture app (http://localhost:<p>) embedded by the built web app the
// gateway serves (http://127.0.0.1:<p>), over the dev chain's demo Safe, in headless Chromium.
// Run: node --conditions=source --import tsx bench/apps/run.ts
import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { startPagesServer } from '@concord/test-kit/bridge'
import { frameAt, launchChromium } from '@concord/test-kit/chromium'
import { startDevStack, waitForSafeNonce } from '@concord/test-kit/dev-stack'
import { buildWebApp } from '@concord/test-kit/web-build'
import type { Browser, Frame } from 'playwright-core'

const SAMPLES = 300
const COLD_LOADS = 10

type Row = { name: string; samples: number; median: number; p99: number; max: number; note: string }

/** A Markdown table with padded columns (the layout Biome's formatter gives, so the written file stays formatted). */
function markdownTable(header: string[], rows: string[][], rightAligned: boolean[]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, 3, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (rightAligned[i] ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join(' | ')} |`
  const rule = `| ${widths.map((w, i) => (rightAligned[i] ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`
  return [line(header), rule, ...rows.map(line)]
}

/** Median, p99 and max of round-trip times in ms. */
function stats(times: number[]): { median: number; p99: number; max: number } {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
  return { median: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? Number.NaN }
}

/** Times `count` sequential getSafeInfo calls from the fixture's SDK (`ours` or the real 9.1), after 20 warm-ups. */
async function sequential(app: Frame, sdk: 'ours' | 'real', count: number): Promise<number[]> {
  return (await app.evaluate(`(async () => {
    const s = globalThis.app[${JSON.stringify(sdk)}]
    for (let i = 0; i < 20; i++) await s.safe.getInfo()
    await new Promise((r) => setTimeout(r, 100))
    const times = []
    for (let i = 0; i < ${count}; i++) { const t = performance.now(); await s.safe.getInfo(); times.push(performance.now() - t) }
    return times
  })()`)) as number[]
}

/** Opens the app page of the wallet and returns the fixture's frame once its SDKs are up. */
async function openApp(browser: Browser, url: string, appOrigin: string): Promise<Frame> {
  const page = await browser.newPage()
  await page.goto(url)
  // Each page is a new browser context (nothing remembered): the first-open notice is always there.
  await page.getByRole('button', { name: 'Continue to SDK fixture' }).click()
  const frame = await frameAt(page, appOrigin)
  await frame.waitForFunction('globalThis.app !== undefined')
  return frame
}

async function main() {
  const pages = await startPagesServer(['app-page'])
  const fixtureUrl = `${pages.appOrigin}/app-page.html`
  const webRoot = await buildWebApp()
  const fixture = { id: 100, name: 'SDK fixture', url: fixtureUrl, description: 'The real Safe Apps SDK 9.1', tags: [] }
  const stack = await startDevStack({ webRoot, safeApps: [fixture] })
  const browser = await launchChromium()
  try {
    const demo = stack.chain.demo.safe
    await waitForSafeNonce(stack.gateway.url, stack.chain.chainId, demo.address, demo.nonce)
    const url = `${stack.gateway.url}/dev:${demo.address}/apps/open?appUrl=${encodeURIComponent(fixtureUrl)}`
    const rows: Row[] = []
    const add = (name: string, times: number[], note: string) =>
      rows.push({ name, samples: times.length, ...stats(times), note })
    const fromMemory = 'answered from the Safe data the page holds'
    add(
      'getSafeInfo (our SDK)',
      await sequential(await openApp(browser, url, pages.appOrigin), 'ours', SAMPLES),
      fromMemory,
    )
    add(
      'getSafeInfo (@safe-global/safe-apps-sdk 9.1.0)',
      await sequential(await openApp(browser, url, pages.appOrigin), 'real', SAMPLES),
      fromMemory,
    )
    const cold: number[] = []
    for (let i = 0; i < COLD_LOADS; i++) {
      const app = await openApp(browser, url, pages.appOrigin)
      cold.push(
        (await app.evaluate(
          '(async () => { const t = performance.now(); await globalThis.app.real.safe.getInfo(); return performance.now() - t })()',
        )) as number,
      )
      await app.page().close()
    }
    add('first getSafeInfo after the app page loads', cold, `${COLD_LOADS} loads; wagmi's safe connector allows 10 ms`)

    const fmt = (n: number) => n.toFixed(2)
    const table = markdownTable(
      ['round trip in the Apps page', 'samples', 'median ms', 'p99 ms', 'max ms', 'note'],
      rows.map((r) => [r.name, String(r.samples), fmt(r.median), fmt(r.p99), fmt(r.max), r.note]),
      [false, true, true, true, true, false],
    )
    console.log(table.join('\n'))
    const cpu = readFileSync('/proc/cpuinfo', 'utf8').match(/^model name\s*:\s*(.+)$/m)?.[1] ?? 'unknown'
    const nproc = execFileSync('nproc').toString().trim()
    const load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')
    const md = [
      '# Apps page benchmark (getSafeInfo inside the real Apps page)',
      '',
      `- Date: ${new Date().toISOString()}`,
      `- Machine: ${nproc} cores, ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${load} at the end (cores shared with other work)`,
      `- Browser: headless Chromium ${browser.version()} (/usr/bin/chromium) via playwright-core; the production build of the web app served by the gateway on http://127.0.0.1, the SDK fixture app on http://localhost (two origins), the dev chain's demo Safe`,
      '- Measured inside the app frame with performance.now() (0.1 ms resolution outside cross-origin isolation), after 20 warm-up calls; the first two rows each on a freshly opened Apps page.',
      '- Command: `node --conditions=source --import tsx bench/apps/run.ts`',
      '',
      ...table,
      '',
    ].join('\n')
    writeFileSync(new URL('./RESULTS.md', import.meta.url), md)
  } finally {
    await browser.close()
    await stack.stop()
    await pages.close()
    rmSync(webRoot, { recursive: true, force: true })
  }
}

await main()
