import type { ChildProcess } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'

/** Polls `eth_chainId` until it answers; resolves with the chain id, or null when the process exits or time runs out. */
export async function waitForChain(rpcUrl: string, child: ChildProcess, timeoutMs: number): Promise<number | null> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) return null
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
        signal: AbortSignal.timeout(1_000),
      })
      if (response.ok) {
        const body = (await response.json()) as { result?: unknown }
        if (typeof body.result === 'string') return Number(BigInt(body.result))
      }
    } catch {
      // Not listening yet: anvil binds its port a few tens of milliseconds after spawn.
    }
    await sleep(25)
  }
  return null
}
