// What else happened while a route was measured: how long this process's event loop (the gateway's) stalled, how
// much of that was garbage collection, how busy the process was, and how much CPU the hypervisor took from the VM
// (steal). A p99 can then be told apart: a stall with the process busy or collecting is ours; a stall with the
// process idle and steal high is the machine.
import { readFileSync } from 'node:fs'
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks'

/** Figures of one measured window. */
export type WindowFigures = {
  loopMaxMs: number
  gcMaxMs: number
  processCpuPercent: number
  machineBusyPercent: number
  stealPercent: number
}

type CpuTimes = { busy: number; steal: number; total: number }

/** Whole-machine CPU jiffies from /proc/stat (Linux), or null elsewhere. */
function machineCpu(): CpuTimes | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? ''
    // cpu user nice system idle iowait irq softirq steal (guest time is already counted in user)
    const fields = line.trim().split(/\s+/).slice(1, 9).map(Number)
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields
    const busy = user + nice + system + irq + softirq
    return { busy, steal, total: busy + idle + iowait + steal }
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
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcMax = Math.max(gcMax, entry.duration)
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
      // Shares of all the machine's CPU time in the window; NaN where /proc/stat cannot be read.
      const share = (pick: (times: CpuTimes) => number) =>
        machine0 === null || machine1 === null || machine1.total <= machine0.total
          ? Number.NaN
          : round1(((pick(machine1) - pick(machine0)) / (machine1.total - machine0.total)) * 100)
      return {
        loopMaxMs: round1(loop.max / 1e6),
        gcMaxMs: round1(gcMax),
        processCpuPercent: round1(((cpu.user + cpu.system) / 1000 / wallMs) * 100),
        machineBusyPercent: share((times) => times.busy),
        stealPercent: share((times) => times.steal),
      }
    },
  }
}
