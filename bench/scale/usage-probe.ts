// What each process used in the measured window, from Linux's /proc: CPU time (utime + stime, in clock ticks) over the
// window's wall time, and resident memory at the end. PostgreSQL is the postmaster and every backend it forked.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const TICKS_PER_SECOND = 100

type Stat = { ppid: number; ticks: number; rssPages: number }

function stat(pid: number): Stat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name is in parentheses and may contain spaces: the fields start after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), rssPages: Number(fields[21]) }
  } catch {
    return null
  }
}

/** The postmaster's pid (first line of postmaster.pid) and its children's. */
function postgresPids(dataDir: string): number[] {
  const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => stat(pid)?.ppid === postmaster)
  return [postmaster, ...children]
}

function totalTicks(pids: readonly number[]): number {
  return pids.reduce((sum, pid) => sum + (stat(pid)?.ticks ?? 0), 0)
}

function rssMiB(pids: readonly number[]): number {
  return Math.round((pids.reduce((sum, pid) => sum + (stat(pid)?.rssPages ?? 0), 0) * 4096) / 2 ** 20)
}

/** Starts measuring the replicas (and the PostgreSQL server when this run started it); `stop()` gives table lines. */
export function startUsageProbe(p: { replicas: readonly number[]; postgresDataDir: string | null }) {
  const groups: [string, () => number[]][] = p.replicas.map((pid, i) => [`replica ${i + 1}`, () => [pid]])
  if (p.postgresDataDir !== null) {
    const dir = p.postgresDataDir
    groups.push(['PostgreSQL (all backends)', () => postgresPids(dir)])
  }
  const before = groups.map(([, pids]) => totalTicks(pids()))
  const started = performance.now()
  return {
    async stop(): Promise<{ lines: string[] }> {
      const seconds = (performance.now() - started) / 1000
      const lines = groups.map(([name, pids], i) => {
        const ticks = totalTicks(pids()) - (before[i] ?? 0)
        const percent = Math.round((ticks / TICKS_PER_SECOND / seconds) * 1000) / 10
        return `| ${name} | ${percent} | ${rssMiB(pids())} |`
      })
      return { lines }
    },
  }
}
