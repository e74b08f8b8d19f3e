// Lighthouse benchmark (not a test): performance score, LCP, TBT, CLS of a Safe's home, assets, queue, history and
// details pages, with the
// desktop and the mobile preset, on the production build served by the gateway with the seeded dev chain.
// Run: node --conditions=source --import tsx bench/web/lighthouse.ts
import { writeFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { launchChromium } from '@concord/test-kit/chromium'
import { freePort } from '@concord/test-kit/net'
import lighthouse, { desktopConfig } from 'lighthouse'
import { startWindowProbe } from '../gateway/window-probe.ts'
import { safePages } from './safePages.ts'
import { startWebStack } from './start-web-stack.ts'

const RUNS = 3
const TARGET_SCORE = 90
const TARGET_LCP_MS = 1500
// Issue 35 point 12, the mobile preset (simulated slow 4G, 4× CPU slowdown) on every Safe page: score ≥ 95,
// TBT ≤ 150 ms, LCP ≤ 2.0 s (issue 17 asked ≥ 90 and 2.5 s).
const TARGET_MOBILE_SCORE = 95
const TARGET_MOBILE_TBT_MS = 150
const TARGET_MOBILE_LCP_MS = 2000

type Row = {
  page: string
  preset: string
  score: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** The share of the machine's CPU time the hypervisor took while the row's runs ran (/proc/stat), and how busy it was. */
  stealPercent: number
  busyPercent: number
}

/** One Lighthouse run; the numbers come from the report's own audits. */
async function audit(
  url: string,
  port: number,
  preset: 'desktop' | 'mobile',
): Promise<Omit<Row, 'page' | 'stealPercent' | 'busyPercent'>> {
  const flags = { port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance'] }
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined)
  const lhr = result?.lhr
  if (lhr === undefined) throw new Error(`Lighthouse returned no report for ${url}`)
  if (lhr.runtimeError !== undefined) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`)
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    preset,
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

const stack = await startWebStack()
// Chromium's DevTools endpoint on a free loopback port: Lighthouse drives the browser through it.
const port = await freePort()
const browser = await launchChromium([`--remote-debugging-port=${port}`])
try {
  const pages = await safePages(stack)
  // Warm the gateway once so the first measured load is not its cold start.
  await audit(pages[0]?.url ?? '', port, 'desktop')
  const rows: Row[] = []
  for (const preset of ['desktop', 'mobile'] as const) {
    for (const page of pages) {
      const runs = []
      // A 4× slowdown multiplies whatever else held the cores: the row says how much the host took meanwhile.
      const probe = startWindowProbe()
      for (let i = 0; i < RUNS; i++) runs.push(await audit(page.url, port, preset))
      const window = probe.stop()
      rows.push({
        stealPercent: window.stealPercent,
        busyPercent: window.machineBusyPercent,
        page: page.name,
        preset,
        score: median(runs.map((r) => r.score)),
        fcpMs: median(runs.map((r) => r.fcpMs)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
        cls: median(runs.map((r) => r.cls)),
      })
    }
  }
  const report = renderReport(rows, browser.version())
  writeFileSync(new URL('./LIGHTHOUSE.md', import.meta.url), report)
  console.log(report)
} finally {
  await browser.close()
  await stack.stop()
}

/** The Markdown written to bench/web/LIGHTHOUSE.md. */
function renderReport(rows: Row[], chromiumVersion: string) {
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')
  const met = rows
    .filter((r) => r.preset === 'desktop')
    .every((r) => r.score >= TARGET_SCORE && r.lcpMs <= TARGET_LCP_MS)
  const mobileMet = rows
    .filter((r) => r.preset === 'mobile')
    .every((r) => r.score >= TARGET_MOBILE_SCORE && r.lcpMs <= TARGET_MOBILE_LCP_MS && r.tbtMs <= TARGET_MOBILE_TBT_MS)
  return [
    '# Web app: Lighthouse',
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${cpus().length} cores, ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, load average ${load} at the end (cores shared with other work)`,
    `- Node ${process.version}; npm lighthouse 12.8.2 (the last release that runs on Node 20); headless Chromium ${chromiumVersion} (/usr/bin/chromium); production build served by the gateway on 127.0.0.1 with the seeded dev chain; no wallet connected`,
    '- Command: `node --conditions=source --import tsx bench/web/lighthouse.ts`',
    `- Median of ${RUNS} runs per row. "desktop" is Lighthouse's desktop preset; "mobile" is its default (simulated slow 4G and 4× CPU slowdown).`,
    `- Target on localhost (desktop): performance ≥ ${TARGET_SCORE} and LCP ≤ ${TARGET_LCP_MS} ms on every page: ${met ? 'met' : 'not met'}.`,
    `- Target (mobile, issue 35 point 12): performance ≥ ${TARGET_MOBILE_SCORE}, TBT ≤ ${TARGET_MOBILE_TBT_MS} ms and LCP ≤ ${TARGET_MOBILE_LCP_MS} ms on every page: ${mobileMet ? 'met' : 'not met'}.`,
    "- Under load (other sessions share the cores), the 4× slowdown multiplies their work too: such figures are not the idle target machine's.",
    '- "steal %": the share of the machine\'s CPU time the hypervisor gave to other guests during the row\'s runs; "busy %": the share this VM used (the browser, Lighthouse, the gateway and the chain). From /proc/stat.',
    '',
    '| page | preset | score | FCP ms | LCP ms | TBT ms | CLS | steal % | busy % |',
    '| ---- | ------ | ----: | -----: | -----: | -----: | --: | ------: | -----: |',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.preset} | ${r.score} | ${r.fcpMs.toFixed(0)} | ${r.lcpMs.toFixed(0)} | ${r.tbtMs.toFixed(0)} | ${r.cls.toFixed(3)} | ${r.stealPercent} | ${r.busyPercent} |`,
    ),
    '',
  ].join('\n')
}
