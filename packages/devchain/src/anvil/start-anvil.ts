import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { closeSync, fstatSync, mkdirSync, mkdtempSync, openSync, readSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { DevchainError } from '../errors.js'
import { anvilBinaryPath } from './anvil-binary-path.js'
import { freePort } from './free-port.js'
import { startParentWatchdog } from './parent-watchdog.js'
import { portIsFree } from './port-is-free.js'
import { waitForChain } from './wait-for-chain.js'

/** Options of `startAnvil`; every field is optional. */
export type StartAnvilOptions = {
  /** TCP port on 127.0.0.1; a free one is picked when omitted. */
  port?: number
  /** Chain id (anvil's default is 31337). */
  chainId?: number
  /** State file: loaded at start when it exists, written when anvil stops. */
  statePath?: string
  /** State file loaded at start only (never written). */
  loadStatePath?: string
  /**
   * State file written when anvil stops, with the state after every block: a chain loaded from it answers calls and
   * traces at past blocks too (a plain state file holds the head's state only). About 0.4 MB per block.
   */
  dumpHistoryPath?: string
  /** Seconds between blocks (interval mining); omitted = a block per transaction. */
  blockTime?: number
}

/** A running anvil process. */
export type AnvilInstance = {
  rpcUrl: string
  port: number
  chainId: number
  pid: number
  /** Where anvil keeps the states of older blocks; removed once it has stopped. */
  stateCacheDir: string
  /** Stops the process group (anvil writes its state file first) and resolves once it has exited. */
  stop(): Promise<void>
}

const startTimeoutMs = 30_000
const stopTimeoutMs = 15_000

/** Spawns anvil on 127.0.0.1 in its own process group and resolves once `eth_chainId` answers. */
export async function startAnvil(options: StartAnvilOptions = {}): Promise<AnvilInstance> {
  // A port we picked ourselves can be taken by someone else before anvil binds it: try a few.
  const attempts = options.port === undefined ? 3 : 1
  for (let attempt = 1; ; attempt++) {
    const port = options.port ?? (await freePort())
    try {
      return await spawnAnvil(port, options)
    } catch (error) {
      const portTaken = error instanceof DevchainError && /address already in use/i.test(error.message)
      if (!portTaken || attempt >= attempts) throw error
    }
  }
}

async function spawnAnvil(port: number, options: StartAnvilOptions): Promise<AnvilInstance> {
  // Checked up front because an anvil that fails to bind would otherwise be mistaken for the one
  // already answering on that port.
  if (!(await portIsFree(port))) throw new DevchainError('ANVIL_START_FAILED', portInUseMessage(port))
  const args = ['--host', '127.0.0.1', '--port', String(port), '--silent']
  if (options.chainId !== undefined) args.push('--chain-id', String(options.chainId))
  if (options.blockTime !== undefined) args.push('--block-time', String(options.blockTime))
  if (options.statePath !== undefined) {
    const statePath = resolve(options.statePath)
    mkdirSync(dirname(statePath), { recursive: true })
    args.push('--state', statePath)
  }
  if (options.loadStatePath !== undefined) args.push('--load-state', resolve(options.loadStatePath))
  if (options.dumpHistoryPath !== undefined) {
    args.push('--dump-state', resolve(options.dumpHistoryPath), '--preserve-historical-states')
  }

  // anvil writes the state of every block beyond those it keeps in memory to a cache directory, ~/.foundry/anvil/tmp
  // by default, and leaves it there when it stops (~77 MB per 1,000 blocks; a day of test runs filled a 250 GB disk).
  // Each instance gets its own directory, removed once it has exited (by the watchdog if this process died first).
  const cacheDir = mkdtempSync(join(tmpdir(), 'concord-anvil-states-'))
  args.push('--cache-path', cacheDir)
  const removeCache = () => rmSync(cacheDir, { recursive: true, force: true })

  // stderr goes to a file, not a pipe: if this process dies, anvil must still be able to write (a closed pipe
  // would make its error output fail while it is dumping state). The file is unlinked at once and read through
  // our own descriptor, so nothing is left on disk however this process ends.
  const logDir = mkdtempSync(join(tmpdir(), 'concord-anvil-'))
  const logFd = openSync(join(logDir, 'stderr.log'), 'w+')
  rmSync(logDir, { recursive: true, force: true })
  let logOpen = true
  const closeLog = () => {
    if (logOpen) closeSync(logFd)
    logOpen = false
  }
  let child: ChildProcess
  try {
    // detached: anvil leads its own process group, so stop() can signal the group as a whole.
    child = spawn(anvilBinaryPath(), args, { detached: true, stdio: ['ignore', 'ignore', logFd] })
  } catch (error) {
    closeLog()
    removeCache()
    throw error
  }
  // A spawn failure (ENOENT, EACCES) arrives as an 'error' event instead of 'exit': treat both as "gone".
  const exited = once(child, 'exit').catch(() => undefined)
  const pid = child.pid
  if (pid === undefined) {
    await exited
    closeLog()
    removeCache()
    throw new DevchainError('ANVIL_START_FAILED', 'anvil could not be spawned: check that its binary is executable.')
  }
  const watchdog = startParentWatchdog(pid, cacheDir)
  child.once('exit', () => watchdog.release())

  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        signalGroup(pid, 'SIGTERM')
        const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), stopTimeoutMs)
        await exited
        clearTimeout(timer)
      }
      watchdog.release()
      closeLog()
      removeCache()
    })()
    return stopping
  }

  const rpcUrl = `http://127.0.0.1:${port}`
  const chainId = await waitForChain(rpcUrl, child, startTimeoutMs)
  if (chainId === null || child.exitCode !== null || child.signalCode !== null) {
    const log = readLog(logFd)
    await stop()
    throw new DevchainError('ANVIL_START_FAILED', describeStartFailure(port, options, log))
  }
  return { rpcUrl, port, chainId, pid, stateCacheDir: cacheDir, stop }
}

function signalGroup(pgid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pgid, signal)
  } catch {
    // The group is already gone.
  }
}

function readLog(fd: number): string {
  try {
    const buffer = Buffer.alloc(Math.min(fstatSync(fd).size, 64_000))
    const length = readSync(fd, buffer, 0, buffer.length, 0)
    return buffer.subarray(0, length).toString('utf8').trim().slice(-2_000)
  } catch {
    return ''
  }
}

function portInUseMessage(port: number) {
  return `anvil could not listen on 127.0.0.1:${port}: the port is in use (address already in use). Stop whatever listens there or choose another port.`
}

function describeStartFailure(port: number, options: StartAnvilOptions, log: string): string {
  const detail = log ? `\nanvil said: ${log}` : ''
  if (/address already in use/i.test(log)) return `${portInUseMessage(port)}${detail}`
  if (options.statePath !== undefined && /state/i.test(log)) {
    return `anvil could not load its state file ${options.statePath}. Delete it (npm start --reset) to start from a fresh chain.${detail}`
  }
  return `anvil did not answer eth_chainId on 127.0.0.1:${port} within ${startTimeoutMs / 1000} s.${detail}`
}
