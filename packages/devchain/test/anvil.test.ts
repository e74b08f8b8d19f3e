import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { pollUntil } from '@concord/test-kit/eventually'
import { isListening } from '@concord/test-kit/net'
import { createPublicClient, createTestClient, http, publicActions } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { DevchainError, startAnvil } from '../src/index.js'
import { waitUntilClosed } from './support.js'

const scratch = mkdtempSync(join(tmpdir(), 'concord-devchain-anvil-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('startAnvil', () => {
  it('answers eth_chainId on 127.0.0.1 with the requested chain id, and stop() closes the port', async () => {
    const anvil = await startAnvil({ chainId: 1337 })
    expect(anvil.rpcUrl).toBe(`http://127.0.0.1:${anvil.port}`)
    expect(anvil.chainId).toBe(1337)
    expect(await createPublicClient({ transport: http(anvil.rpcUrl) }).getChainId()).toBe(1337)
    await anvil.stop()
    expect(await isListening(anvil.port)).toBe(false)
    await anvil.stop() // a second stop is harmless
  })

  it('keeps the states of older blocks in a directory of its own and removes it when stopped', async () => {
    const anvil = await startAnvil()
    await createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) }).mine({ blocks: 1000 })
    // Past the blocks it keeps in memory, anvil writes states to disk (by default to ~/.foundry, for good).
    expect(readdirSync(anvil.stateCacheDir).length).toBeGreaterThan(0)
    await anvil.stop()
    expect(existsSync(anvil.stateCacheDir)).toBe(false)
  })

  it('also serves JSON-RPC over WebSocket on the same port (new blocks are pushed to subscribers)', async () => {
    const anvil = await startAnvil()
    const socket = new WebSocket(`ws://127.0.0.1:${anvil.port}`)
    try {
      await once(socket, 'open')
      const messages: Array<{ id?: number; params?: { result?: { number?: string } } }> = []
      socket.on('message', (data) => messages.push(JSON.parse(String(data))))
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_subscribe', params: ['newHeads'] }))
      while (!messages.some((message) => message.id === 1)) await once(socket, 'message')
      await createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) }).mine({ blocks: 1 })
      while (!messages.some((message) => message.params?.result?.number === '0x1')) await once(socket, 'message')
    } finally {
      socket.close()
      await anvil.stop()
    }
  })

  it('refuses a port that is already in use instead of sharing it', async () => {
    const first = await startAnvil()
    try {
      const second = startAnvil({ port: first.port })
      await expect(second).rejects.toBeInstanceOf(DevchainError)
      await expect(second).rejects.toMatchObject({
        code: 'ANVIL_START_FAILED',
        message: expect.stringMatching(/in use/),
      })
      // The first chain still answers.
      expect(await createPublicClient({ transport: http(first.rpcUrl) }).getChainId()).toBe(31337)
    } finally {
      await first.stop()
    }
  })

  it('loads its state file at start and writes it when stopped', async () => {
    const statePath = join(scratch, 'nested', 'state.json')
    const first = await startAnvil({ statePath })
    const client = createTestClient({ mode: 'anvil', transport: http(first.rpcUrl) }).extend(publicActions)
    await client.setBalance({ address: '0x000000000000000000000000000000000000c0de', value: 42n })
    await client.mine({ blocks: 1 })
    const blockNumber = await client.getBlockNumber()
    await first.stop()
    expect(existsSync(statePath)).toBe(true)

    const second = await startAnvil({ statePath })
    try {
      const again = createPublicClient({ transport: http(second.rpcUrl) })
      expect(await again.getBlockNumber()).toBe(blockNumber)
      expect(await again.getBalance({ address: '0x000000000000000000000000000000000000c0de' })).toBe(42n)
    } finally {
      await second.stop()
    }
  })

  it('explains how to recover from a state file it cannot read', async () => {
    const statePath = join(scratch, 'broken', 'state.json')
    mkdirSync(dirname(statePath), { recursive: true })
    writeFileSync(statePath, '{"block": 12')
    await expect(startAnvil({ statePath })).rejects.toMatchObject({
      code: 'ANVIL_START_FAILED',
      message: expect.stringContaining('Delete it (npm start --reset)'),
    })
  })
})

describe('when the process that started anvil dies without stopping it', () => {
  const packageRoot = fileURLToPath(new URL('..', import.meta.url))
  // A separate Node process starts anvil, prints its port, then waits to be killed. It imports the one module it
  // needs rather than the package entry, which keeps its start-up short.
  const holder = `
    import { startAnvil } from './src/anvil/start-anvil.ts'
    const anvil = await startAnvil({ statePath: process.argv[1] })
    console.log(JSON.stringify({ port: anvil.port, stateCacheDir: anvil.stateCacheDir }))
    setInterval(() => {}, 60_000)
  `

  it.each(['SIGKILL', 'SIGTERM'] as const)('anvil exits too (%s) and still writes its state file', async (signal) => {
    const statePath = join(scratch, `killed-${signal}`, 'state.json')
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', holder, statePath], {
      cwd: packageRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const exited = once(child, 'exit')
    const lines = createInterface({ input: child.stdout })
    const [firstLine] = (await once(lines, 'line')) as [string]
    const { port, stateCacheDir } = JSON.parse(firstLine) as { port: number; stateCacheDir: string }
    expect(await isListening(port)).toBe(true)
    expect(existsSync(stateCacheDir)).toBe(true)

    child.kill(signal)
    await exited
    expect(await waitUntilClosed(port)).toBe(true)
    expect(existsSync(statePath)).toBe(true)
    // The watchdog removes anvil's state cache once anvil has exited.
    await pollUntil(
      () => existsSync(stateCacheDir),
      (exists) => !exists,
      { timeoutMs: 15_000, intervalMs: 100 },
    )
    expect(existsSync(stateCacheDir)).toBe(false)
  })
})
