import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type DevChain, startDevChain } from '@concord/devchain'
import { devGatewayConfig, waitForIndexer } from '@concord/test-kit/dev-stack'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type GatewayConfig, startGateway } from '../src/index.js'
import { type Json, request } from './support/http.js'

// Issue 32 point 4: token names, logos and trust from standard token lists (Uniswap's format), which also leave unlisted
// tokens untrusted by default, as Safe's DEFAULT_TOKENLIST does.
const LOGO = 'https://tokens.example/dai.png'
const scratch = mkdtempSync(join(tmpdir(), 'concord-token-lists-'))
let chain: DevChain
let lists: Server
let listUrl: string

beforeAll(async () => {
  chain = await startDevChain()
  const list = {
    name: 'Concord test list',
    timestamp: '2026-11-26T00:00:00.000Z',
    version: { major: 1, minor: 0, patch: 0 },
    tokens: [
      {
        chainId: chain.chainId,
        address: chain.tokens.dai.address,
        name: 'Dai',
        symbol: 'DAI',
        decimals: 18,
        logoURI: LOGO,
      },
      // Another chain's entry at the same address is not this chain's token.
      { chainId: 1, address: chain.tokens.nft.address, name: 'Elsewhere', symbol: 'ELSE', decimals: 18 },
    ],
  }
  lists = createServer((_request, response) => response.writeHead(200).end(JSON.stringify(list)))
  await new Promise<void>((resolve) => lists.listen(0, '127.0.0.1', resolve))
  const address = lists.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  listUrl = `http://127.0.0.1:${address.port}/list.json`
})

afterAll(async () => {
  lists?.close()
  await chain?.stop()
  rmSync(scratch, { recursive: true, force: true })
})

/** The dev config without DAI among the trusted tokens, with `tokenLists`. */
function configWith(tokenLists: string[]): GatewayConfig {
  const config = devGatewayConfig(chain)
  for (const entry of config.chains) {
    entry.tokens = entry.tokens.filter((token) => token.address !== chain.tokens.dai.address)
    entry.tokenLists = tokenLists
  }
  return config
}

/** The trusted balances of the demo Safe, by symbol, served by a gateway on `dataDir` with `tokenLists`. */
async function trustedBalances(dataDir: string, tokenLists: string[]): Promise<Map<string, Json>> {
  const gateway = await startGateway({ config: configWith(tokenLists), database: { dataDir }, logLevel: 'silent' })
  try {
    await waitForIndexer(gateway.url, String(chain.chainId), chain.rpcUrl)
    const path = `/v1/chains/${chain.chainId}/safes/${chain.demo.safe.address}/balances/usd?trusted=true`
    const response = await request(gateway.url, path)
    expect(response.status).toBe(200)
    return new Map((response.body.items as Json[]).map((item) => [item.tokenInfo.symbol as string, item.tokenInfo]))
  } finally {
    await gateway.close()
  }
}

describe('token lists', () => {
  it('trust the tokens they list, with their logos, also tokens indexed before the list was configured', async () => {
    const dataDir = join(scratch, 'db')
    // Indexed without the list: DAI is not trusted, so a trusted-only view leaves it out.
    const before = await trustedBalances(dataDir, [])
    expect(before.has(chain.tokens.dai.symbol)).toBe(false)
    expect(before.has(chain.tokens.usdc.symbol)).toBe(true)

    // The same database, restarted with the list (and a second list that cannot be read, which does not stop it).
    const after = await trustedBalances(dataDir, [listUrl, join(scratch, 'missing-list.json')])
    expect(after.get(chain.tokens.dai.symbol)?.logoUri).toBe(LOGO)
    expect(after.has(chain.tokens.usdc.symbol)).toBe(true)
  })
})
