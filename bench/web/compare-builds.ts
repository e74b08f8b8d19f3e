// Lighthouse A/B of web builds (not a test): the mobile preset on the same Safe pages of two or more production builds,
// run by run in turn (A, B, A, B…) so that the VM's drift over minutes reaches each build alike. Single Lighthouse runs
// move by ±200 ms of LCP and ±300 ms of TBT on a shared 2-core VM; compare medians over 5 or more runs, never one run.
// Build each first: cd apps/web && NODE_ENV=production npx vite build --outDir /tmp/a --emptyOutDir
// Run: node --conditions=source --import tsx bench/web/compare-builds.ts /tmp/a /tmp/b [--runs 5] [--pages home,details]
import { cpus } from 'node:os'
import { parseArgs } from 'node:util'
import { launchChromium } from '@concord/test-kit/chromium'
import { startDevStack, waitForSafeNonce } from '@concord/test-kit/dev-stack'
import { freePort } from '@concord/test-kit/net'
import lighthouse from 'lighthouse'
import { startWindowProbe } from '../gateway/window-probe.ts'
import { type SafePage, safePages } from './safePages.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '5' }, pages: { type: 'string', default: 'home,details' } },
})
const runs = Number(values.runs)
const pageNames = values.pages.split(',')
if (positionals.length < 2 || !(runs >= 1)) {
  throw new Error('Give two or more build folders (vite build --outDir) and --runs of at least 1.')
}

type Run = { stealPercent: number; score: number; lcpMs: number; tbtMs: number }

/** One Lighthouse mobile run of `url` (Lighthouse's default config: simulated slow 4G and 4× CPU slowdown). */
async function audit(url: string, port: number): Promise<Omit<Run, 'stealPercent'>> {
  const flags = { port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance'] }
  const lhr = (await lighthouse(url, flags))?.lhr
  if (lhr === undefined || lhr.runtimeError !== undefined) throw new Error(`Lighthouse failed on ${url}`)
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
  }
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? Number.NaN
const mean = (list: number[]) => list.reduce((sum, value) => sum + value, 0) / list.length

// Every build's own dev stack (chain and gateway serving that build), up together for the interleaved runs.
const builds: { dir: string; pages: SafePage[]; stop: () => Promise<void> }[] = []
const port = await freePort()
const browser = await launchChromium([`--remote-debugging-port=${port}`])
try {
  for (const dir of positionals) {
    const stack = await startDevStack({ ens: true, webRoot: dir })
    const demo = stack.chain.demo.safe
    builds.push({ dir, pages: [], stop: stack.stop })
    await waitForSafeNonce(stack.gateway.url, stack.chain.chainId, demo.address, demo.nonce)
    const pages = await safePages({ ...stack, url: stack.gateway.url, webRoot: dir })
    const build = builds.at(-1)
    if (build) build.pages = pages.filter((page) => pageNames.includes(page.name))
  }
  // Each gateway warmed once, so no measured run is a cold start.
  for (const build of builds) if (build.pages[0]) await audit(build.pages[0].url, port)
  const results = new Map<string, Run[]>()
  for (let i = 0; i < runs; i++) {
    for (const name of pageNames) {
      for (const build of builds) {
        const page = build.pages.find((candidate) => candidate.name === name)
        if (!page) continue
        const key = `${name}\t${build.dir}`
        // The hypervisor's share of the CPUs during the run: a run with steal is the host's, not the build's.
        const probe = startWindowProbe()
        const run = await audit(page.url, port)
        results.set(key, [...(results.get(key) ?? []), { ...run, stealPercent: probe.stop().stealPercent }])
      }
    }
  }
  console.log(`${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${runs} runs per row, interleaved`)
  console.log('| page | build | score | LCP ms (median / mean) | TBT ms (median / mean) | TBT runs | steal % runs |')
  console.log('| ---- | ----- | ----: | ---------------------: | ---------------------: | -------- | ------------ |')
  for (const [key, list] of results) {
    const [name, dir] = key.split('\t')
    const lcp = list.map((run) => run.lcpMs)
    const tbt = list.map((run) => run.tbtMs)
    console.log(
      `| ${name} | ${dir} | ${median(list.map((run) => run.score))} | ${median(lcp).toFixed(0)} / ${mean(lcp).toFixed(0)} | ${median(tbt).toFixed(0)} / ${mean(tbt).toFixed(0)} | ${tbt.map((value) => value.toFixed(0)).join(' ')} | ${list.map((run) => run.stealPercent).join(' ')} |`,
    )
  }
} finally {
  await browser.close()
  for (const build of builds) await build.stop()
}
