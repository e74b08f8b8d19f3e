// What else happened while a route was measured: how long this process's event loop (the gateway's) stalled, how
// much of that was garbage collection, how busy the process was, and how much CPU the hypervisor took from the VM
// (steal). A p99 can then be told apart: a stall with the process busy or collecting is ours; a stall with the
// process idle and steal high is the machine.
import { readFileSync } from 'node:fs'
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks'

/** Figures of one measured window. */
export type WindowFigures = {
  loopMaxMs: number
  loopP99Ms: number
  gcMaxMs: number
  gcTotalMs: number
  processCpuPercent: number
  machineBusyPercent: number
  stealPercent: number
}

type CpuTimes = { busy: number; steal: number; total: number }

/** Whole-machine CPU jiffies from /proc/stat (Linux), or null elsewhere. */
function machineCpu(): CpuTimes | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? ''
    // cpu user nice system idle iowait irq softirq steal guest guest_nice
    const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number)
    const values = [user, nice, system, idle, iowait, irq, softirq, steal].map((v) => v ?? 0)
    const total = values.reduce((a, b) => a + b, 0)
    const [u, n, s, , , i, si, st] = values as [number, number, number, number, number, number, number, number]
    return { busy: u + n + s + i + si, steal: st, total }
  } catch {
    return null
  }
}

const round1 = (x: number) => Math.round(x * 10) / 10

/** Starts probing now; `stop()` returns the window's figures. */
export function startWindowProbe(): { stop(): WindowFigures } {
  const loop = monitorEventLoopDelay({ resolution: 5 })
  loop.enable()
  let gcMax = 0
  let gcTotal = 0
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcMax = Math.max(gcMax, entry.duration)
      gcTotal += entry.duration
    }
  })
  gc.observe({ entryTypes: ['gc'] })
  const cpu0 = process.cpuUsage()
  const machine0 = machineCpu()
  const started = performance.now()
  return {
    stop() {
      const wallMs = performance.now() - started
      const cpu = process.cpuUsage(cpu0)
      const machine1 = machineCpu()
      loop.disable()
      gc.disconnect()
      const span = machine0 !== null && machine1 !== null ? machine1.total - machine0.total : 0
      const share = (a: number, b: number) => (span > 0 ? round1(((b - a) / span) * 100) : Number.NaN)
      return {
        loopMaxMs: round1(loop.max / 1e6),
        loopP99Ms: round1(loop.percentile(99) / 1e6),
        gcMaxMs: round1(gcMax),
        gcTotalMs: Math.round(gcTotal),
        processCpuPercent: round1(((cpu.user + cpu.system) / 1000 / wallMs) * 100),
        machineBusyPercent: machine0 && machine1 ? share(machine0.busy, machine1.busy) : Number.NaN,
        stealPercent: machine0 && machine1 ? share(machine0.steal, machine1.steal) : Number.NaN,
      }
    },
  }
}
