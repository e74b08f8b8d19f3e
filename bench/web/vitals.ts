import type { Browser } from 'playwright-core'

/** Web vitals of one cold page load, measured in the page with PerformanceObserver (Lighthouse's definitions). */
export type Vitals = { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; loadMs: number }

// Runs in the page before any app script: buffers paint, LCP, layout-shift and long-task entries. Kept as text: this
// file is type-checked with Node's types, not the DOM's.
const OBSERVE = `
  window.__vitals = { lcp: 0, cls: 0, longTasks: [] }
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__vitals.lcp = e.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__vitals.cls += e.value
  }).observe({ type: 'layout-shift', buffered: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__vitals.longTasks.push([e.startTime, e.duration])
  }).observe({ type: 'longtask', buffered: true })
`

// Reads the vitals: TBT counts each long task's time beyond 50 ms, from FCP on.
const READ = `(() => {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
  const nav = performance.getEntriesByType('navigation')[0]
  let tbt = 0
  for (const [start, duration] of window.__vitals.longTasks) {
    if (start + duration > fcp) tbt += Math.max(0, start + duration - Math.max(start, fcp) - 50)
  }
  return { fcpMs: fcp, lcpMs: window.__vitals.lcp, tbtMs: tbt, cls: window.__vitals.cls, loadMs: nav?.loadEventEnd ?? 0 }
})()`

/**
 * Loads `url` in a fresh context (cold HTTP cache, empty localStorage), waits until `ready` is visible and the page
 * has settled (`settleMs` more), then reads the vitals. TBT sums long-task time over 50 ms after FCP, as Lighthouse
 * does up to TTI; here up to the end of the settle window. `cpuSlowdown` > 1 throttles the CPU through CDP.
 */
export async function measureVitals(
  browser: Browser,
  url: string,
  ready: string,
  options: { settleMs: number; cpuSlowdown: number },
): Promise<Vitals> {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } })
  try {
    const page = await context.newPage()
    if (options.cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown })
    }
    await page.addInitScript({ content: OBSERVE })
    await page.goto(url)
    await page.locator(ready).first().waitFor({ timeout: 60_000 })
    await page.waitForTimeout(options.settleMs)
    return (await page.evaluate(READ)) as Vitals
  } finally {
    await context.close()
  }
}

/** The median of each vital over several runs. */
export function medianVitals(runs: Vitals[]): Vitals {
  const median = (pick: (v: Vitals) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b)
    const mid = Math.floor(sorted.length / 2)
    return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
  }
  return {
    fcpMs: median((v) => v.fcpMs),
    lcpMs: median((v) => v.lcpMs),
    tbtMs: median((v) => v.tbtMs),
    cls: median((v) => v.cls),
    loadMs: median((v) => v.loadMs),
  }
}
