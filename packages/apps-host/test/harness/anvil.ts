import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import net from 'node:net'
import path from 'node:path'

/** A running anvil on a free 127.0.0.1 port. */
export type Anvil = { url: string; rpc<T>(method: string, params?: unknown[]): Promise<T>; stop(): Promise<void> }

/** The anvil binary shipped by @foundry-rs/anvil (spawned directly: killing an npx wrapper would orphan it). */
function anvilBinary(): string {
  const require = createRequire(import.meta.url)
  const pkg = `@foundry-rs/anvil-${process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}`
  return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'bin', 'anvil')
}

/** A port the OS says is free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** Starts anvil (chain id 31337) and waits until it answers JSON-RPC. */
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
  let nextId = 1
  const rpc = async <T>(method: string, params: unknown[] = []): Promise<T> => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
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
      break
    } catch {
      if (attempt > 1500) {
        await stop()
        throw new Error('anvil did not answer within 30 s')
      }
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
  return { url, rpc, stop }
}
