import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')

export type RunningStart = {
  child: ChildProcess
  output: () => string
  stop(signal?: NodeJS.Signals): Promise<number | null>
}

/** Runs `npm start`'s script as a user would (own process group, like a terminal) until it says it is running. */
export async function runStart(args: string[]): Promise<RunningStart> {
  const child = spawn(process.execPath, ['scripts/bootstrap.mjs', 'start', ...args], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DATABASE_URL: '' },
  })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exited = once(child, 'exit')
  const ready = new Promise<void>((done, fail) => {
    const timer = setInterval(() => {
      if (output.includes('Press Ctrl-C to stop everything.')) {
        clearInterval(timer)
        done()
      } else if (child.exitCode !== null) {
        clearInterval(timer)
        fail(new Error(`npm start exited with ${child.exitCode}:\n${output}`))
      }
    }, 100)
  })
  await ready
  return {
    child,
    output: () => output,
    // Ctrl-C in a terminal signals the whole foreground process group: do the same.
    async stop(signal = 'SIGINT') {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, signal)
      const [code] = await exited
      return code as number | null
    },
  }
}

/** Reads `<dataDir>/devstack.json`. */
export function readDevStack(dataDir: string): Record<string, unknown> {
  const path = join(dataDir, 'devstack.json')
  if (!existsSync(path)) throw new Error(`${path} was not written`)
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>
}
