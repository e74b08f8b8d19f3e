import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type DevChain, startDevChain } from '@concord/devchain'
import { devGatewayConfig } from '@concord/test-kit/dev-stack'
import { eventually } from '@concord/test-kit/eventually'
import { freePort } from '@concord/test-kit/net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Issue 32 point 3: a secret is never written to the logs. Providers put their key in the RPC URL's path (Alchemy,
// Infura), and viem's errors name the URL a request failed on; the gateway logs those errors.
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url))
const KEY = 'sk1234567890abcdefSECRETKEY'
const scratch = mkdtempSync(join(tmpdir(), 'concord-log-secrets-'))
let chain: DevChain
let provider: Server
let gateway: ChildProcess | undefined

/** A provider in front of the dev chain, under /v3/<KEY>, that answers only eth_chainId (so the indexer logs errors). */
async function startKeyedProvider(upstream: string): Promise<string> {
  provider = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')
    if (request.url !== `/v3/${KEY}` || !body.includes('eth_chainId')) {
      response.writeHead(503).end('over capacity')
      return
    }
    const answer = await fetch(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text())
  })
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve))
  const address = provider.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  return `http://127.0.0.1:${address.port}/v3/${KEY}`
}

beforeAll(async () => {
  chain = await startDevChain()
})

afterAll(async () => {
  gateway?.kill('SIGKILL')
  provider?.close()
  await chain?.stop()
  rmSync(scratch, { recursive: true, force: true })
})

describe('secrets in the logs', () => {
  it('an RPC URL with a provider key is logged with the key redacted when a live read fails', async () => {
    const rpcUrl = await startKeyedProvider(chain.rpcUrl)
    const config = devGatewayConfig(chain, { rpcUrl, rpcLimits: { retries: 0 } })
    const file = join(scratch, 'config.json')
    writeFileSync(file, JSON.stringify(config))
    let out = ''
    gateway = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', MAIN, 'serve', '--config', file, '--port', String(await freePort())],
      {
        env: process.env,
      },
    )
    gateway.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8')
    })
    gateway.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8')
    })
    const port = Number(
      /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(
        await eventually(
          async () => out,
          (t) => t.includes('listening on'),
          'the gateway to listen',
        ),
      )?.[1],
    )
    // The Safe is not indexed (the provider refuses the indexer's calls), so its info is read live from the chain; that
    // fails, the answer is a 503, and the gateway logs the error with its cause: viem's, which names the URL.
    const info = await fetch(`http://127.0.0.1:${port}/v1/chains/${chain.chainId}/safes/${chain.demo.safe.address}`)
    expect(info.status).toBe(503)
    await eventually(
      async () => out,
      (text) => text.includes('RPC_UNAVAILABLE') || text.includes('unreachable'),
      'the gateway to log the failed live read',
    )
    expect(out).toContain('[redacted]')
    expect(out).not.toContain(KEY)
  })
})
