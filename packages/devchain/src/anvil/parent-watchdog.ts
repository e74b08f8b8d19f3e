import { type ChildProcess, spawn } from 'node:child_process'

// The watchdog is a tiny shell that blocks reading a pipe from this process. A line on the pipe means
// "anvil was stopped properly, just exit"; end-of-file means this process died without stopping anvil
// (crash, SIGKILL, a test runner tearing down a worker), so it sends SIGTERM to anvil's process group,
// which also makes anvil write its state file, waits for anvil to exit and removes its state cache directory.
// It ignores INT/TERM/HUP so that a Ctrl-C reaching the terminal's process group cannot take it down before it
// has done its job.
const script =
  'trap "" INT TERM HUP; if read -r _; then exit 0; fi; kill -TERM -$1 2>/dev/null; ' +
  'while kill -0 $1 2>/dev/null; do sleep 0.2; done; rm -rf "$2"'

/** Handle on the watchdog that stops anvil's process group if this process dies first. */
export type ParentWatchdog = { release(): void }

/**
 * Starts a watchdog that SIGTERMs process group `pgid` as soon as this process exits, however it exits, and then
 * removes `cacheDir`.
 */
export function startParentWatchdog(pgid: number, cacheDir: string): ParentWatchdog {
  if (process.platform === 'win32') return { release() {} }
  const watchdog: ChildProcess = spawn('/bin/sh', ['-c', script, 'concord-anvil-watchdog', String(pgid), cacheDir], {
    stdio: ['pipe', 'ignore', 'ignore'],
  })
  // Neither the watchdog nor its pipe may keep this process alive.
  watchdog.unref()
  const stdin = watchdog.stdin as (NodeJS.WritableStream & { unref?: () => void }) | null
  stdin?.unref?.()
  stdin?.on('error', () => {})
  return {
    release() {
      if (watchdog.exitCode === null && stdin) stdin.end('stopped\n')
    },
  }
}
