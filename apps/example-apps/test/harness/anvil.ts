import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/** A local anvil on a free 127.0.0.1 port. */
export type Anvil = { url: string; rpc<T>(method: string, params?: unknown[]): Promise<T>; stop(): Promise<void> }

/** The platform binary of @foundry-rs/anvil, spawned directly so stopping it cannot orphan a wrapper's child. */
function anvilBinary(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const pkg = `@foundry-rs/anvil-${process.platform}-${arch}/package.json`
  return join(dirname(createRequire(import.meta.url).resolve(pkg)), 'bin', 'anvil')
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/** Starts anvil (chain id 31337) in its own process group and waits until it answers. */
export async function startAnvil(): Promise<Anvil> {
  const port = await freePort()
  const child: ChildProcess = spawn(anvilBinary(), ['--host', '127.0.0.1', '--port', String(port), '--silent'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  })
  let stderr = ''
  child.stderr?.on('data', (chunk) => {
    stderr += chunk
  })
  const url = `http://127.0.0.1:${port}`
  const rpc = async <T>(method: string, params: unknown[] = []): Promise<T> => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await response.json()) as { result?: T; error?: { message: string } }
    if (body.error) throw new Error(`${method}: ${body.error.message}`)
    return body.result as T
  }
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    process.kill(-child.pid, 'SIGTERM')
    await exited
  }
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`anvil exited early (${child.exitCode}): ${stderr}`)
    try {
      await rpc('eth_chainId')
      return { url, rpc, stop }
    } catch {
      if (attempt > 1500) {
        await stop()
        throw new Error('anvil did not answer within 30 s')
      }
      await sleep(20)
    }
  }
}

/** Runtime code of a contract whose every call returns `magic` (an EIP-1271 "valid signature" answer). */
export function alwaysReturns(magic: `0x${string}`): `0x${string}` {
  // PUSH32 magic‖zeros, PUSH1 0, MSTORE, PUSH1 32, PUSH1 0, RETURN
  return `0x7f${magic.slice(2).padEnd(64, '0')}60005260206000f3`
}
