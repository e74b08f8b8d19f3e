import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'

/** A running anvil for one test file. */
export type TestAnvil = { rpcUrl: string; stop(): Promise<void> }

const require = createRequire(import.meta.url)

// The platform package ships the binary; we run it directly (killing the npm wrapper would orphan anvil).
function anvilBinary(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const wrapperDir = dirname(require.resolve('@foundry-rs/anvil/package.json'))
  const platformPkg = require.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/package.json`, {
    paths: [wrapperDir],
  })
  return join(dirname(platformPkg), 'bin', 'anvil')
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

async function waitUntilUp(rpcUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`anvil exited early with ${child.exitCode}`)
    try {
      const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] })
      const response = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('anvil did not answer within 30 s')
}

/** Starts anvil (chain 31337, dev accounts unlocked) on a free 127.0.0.1 port in its own process group. */
export async function startTestAnvil(): Promise<TestAnvil> {
  const port = await freePort()
  const child = spawn(anvilBinary(), ['--host', '127.0.0.1', '--port', String(port), '--silent'], {
    stdio: 'ignore',
    detached: true,
  })
  const rpcUrl = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode !== null || !child.pid) return
    const exited = new Promise((r) => child.once('exit', r))
    process.kill(-child.pid, 'SIGTERM')
    await exited
  }
  await waitUntilUp(rpcUrl, child).catch(async (error) => {
    await stop()
    throw error
  })
  return { rpcUrl, stop }
}
