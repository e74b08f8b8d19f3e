import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { encodeFunctionData, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StaticGateway, startStaticGateway } from './support/static-gateway.js'

let gateway: StaticGateway
let webRoot: string

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'concord-web-'))
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Concord</title>')
  writeFileSync(join(webRoot, 'app.js'), 'console.log(1)')
  gateway = await startStaticGateway({
    webRoot,
    webConfig: { gatewayUrl: 'http://example.org' },
  })
})

afterAll(async () => {
  await gateway?.stop()
  if (webRoot) rmSync(webRoot, { recursive: true, force: true })
})

async function get(path: string, init?: RequestInit) {
  const response = await fetch(`${gateway.url}${path}`, init)
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null }
}

function post(path: string, body: unknown) {
  return get(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
}

describe('request ids', () => {
  it('answers each request with its own x-request-id, or the one a proxy sent', async () => {
    const [a, b] = await Promise.all([get('/health/live'), get('/health/live')])
    const ids = [a.headers.get('x-request-id'), b.headers.get('x-request-id')]
    expect(ids[0]).toMatch(/^[\w-]{8,}$/)
    expect(ids[1]).toMatch(/^[\w-]{8,}$/)
    expect(ids[0]).not.toBe(ids[1])
    const proxied = await get('/health/live', { headers: { 'x-request-id': 'edge-42' } })
    expect(proxied.headers.get('x-request-id')).toBe('edge-42')
  })
})

describe('chains', () => {
  it('lists the configured chain with every ChainInfo field and absolute cursor links', async () => {
    const { status, body, headers } = await get('/v1/chains')
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('no-cache')
    expect(body.count).toBe(1)
    expect(body.next).toBeNull()
    expect(body.previous).toBeNull()
    const [chain] = body.results
    expect(chain.chainId).toBe('31337')
    expect(chain.shortName).toBe('dev')
    expect(chain.nativeCurrency).toEqual({ name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' })
    expect(chain.features).toContain('SAFE_APPS')
    expect(chain.recommendedMasterCopyVersion).toBe('1.4.1')
    expect(chain).not.toHaveProperty('rpcUrl')
    expect(chain).not.toHaveProperty('prices')
    expect(Object.keys(chain).sort()).toEqual(
      [
        'chainId',
        'chainName',
        'description',
        'chainLogoUri',
        'shortName',
        'l2',
        'isTestnet',
        'zk',
        'rpcUri',
        'safeAppsRpcUri',
        'publicRpcUri',
        'blockExplorerUriTemplate',
        'beaconChainExplorerUriTemplate',
        'nativeCurrency',
        'transactionService',
        'theme',
        'gasPrice',
        'ensRegistryAddress',
        'disabledWallets',
        'features',
        'balancesProvider',
        'recommendedMasterCopyVersion',
        'relayer',
      ].sort(),
    )
  })

  it('pages with cursor=limit&offset and builds absolute previous links', async () => {
    const { body } = await get('/v1/chains?cursor=limit%3D1%26offset%3D1', {
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(body.results).toEqual([])
    const host = new URL(gateway.url).host
    expect(body.previous).toBe(`https://${host}/v1/chains?cursor=limit%3D1%26offset%3D0`)
    const garbage = await get('/v1/chains?cursor=%%%zz')
    expect(garbage.status).toBe(200)
    expect(garbage.body.results).toHaveLength(1)
  })

  it('returns one chain, 404 for an unknown one and 422 for a non-numeric id', async () => {
    expect((await get('/v1/chains/31337')).body.chainName).toBe('Concord Devnet')
    expect(await get('/v1/chains/31337/')).toMatchObject({ status: 200 })
    const unknown = await get('/v1/chains/5')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ code: 404, message: 'Chain 5 is not supported by this gateway' })
    expect((await get('/v1/chains/abc')).status).toBe(422)
  })
})

describe('safe apps', () => {
  it('lists apps with chainIds as strings and filters by url and by clientUrl against DOMAIN_ALLOWLIST', async () => {
    const all = await get('/v1/chains/31337/safe-apps')
    expect(all.body.map((app: { id: number }) => app.id)).toEqual([1, 2])
    expect(all.body[0]).toMatchObject({
      url: 'http://127.0.0.1:8090',
      chainIds: ['31337'],
      accessControl: { type: 'NO_RESTRICTIONS', value: null },
    })
    const otherClient = await get('/v1/chains/31337/safe-apps?clientUrl=https%3A%2F%2Fother.example')
    expect(otherClient.body.map((app: { id: number }) => app.id)).toEqual([1])
    const allowed = await get('/v1/chains/31337/safe-apps?client_url=https%3A%2F%2Fwallet.example.org')
    expect(allowed.body.map((app: { id: number }) => app.id)).toEqual([1, 2])
    const byUrl = await get('/v1/chains/31337/safe-apps?url=https%3A%2F%2Frestricted.example.org%2F')
    expect(byUrl.body.map((app: { id: number }) => app.id)).toEqual([2])
  })
})

describe('master copies and fiat codes', () => {
  it('lists L1 and L2 singletons of both versions', async () => {
    const { body } = await get('/v1/chains/31337/about/master-copies')
    expect(body).toContainEqual({ address: '0x41675C099F32341bf84BFc5382aF534df5C7461a', version: '1.4.1' })
    expect(body).toContainEqual({ address: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762', version: '1.4.1+L2' })
    expect(body).toContainEqual({ address: '0x3E5c63644E683549055b9Be8653de26E0B4CD36E', version: '1.3.0+L2' })
  })

  it('lists fiat codes with USD first', async () => {
    expect((await get('/v1/balances/supported-fiat-codes')).body).toEqual(['USD', 'EUR'])
  })
})

describe('data decoder', () => {
  const erc20 = parseAbi(['function transfer(address to, uint256 value)'])
  const safe = parseAbi(['function changeThreshold(uint256 _threshold)'])
  const to = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
  const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

  it('decodes an ERC-20 transfer with checksummed addresses and decimal values', async () => {
    const data = encodeFunctionData({ abi: erc20, args: [recipient, 1_000_000n] })
    const { status, body } = await post('/v1/chains/31337/data-decoder', { data, to })
    expect(status).toBe(200)
    expect(body).toEqual({
      method: 'transfer',
      accuracy: 'FULL_MATCH',
      parameters: [
        { name: 'to', type: 'address', value: recipient },
        { name: 'value', type: 'uint256', value: '1000000' },
      ],
    })
  })

  it('decodes a MultiSend batch with nested valueDecoded', async () => {
    const inner = encodeFunctionData({ abi: erc20, args: [recipient, 5n] })
    const threshold = encodeFunctionData({ abi: safe, args: [2n] })
    const pack = (op: number, target: string, value: bigint, data: string) =>
      op.toString(16).padStart(2, '0') +
      target.slice(2).toLowerCase() +
      value.toString(16).padStart(64, '0') +
      ((data.length - 2) / 2).toString(16).padStart(64, '0') +
      data.slice(2)
    const transactions = `0x${pack(0, to, 0n, inner)}${pack(0, recipient, 7n, '0x')}${pack(0, to, 0n, threshold)}`
    const data = encodeFunctionData({
      abi: parseAbi(['function multiSend(bytes transactions)']),
      args: [transactions as `0x${string}`],
    })
    const { status, body } = await post('/v1/chains/31337/data-decoder', {
      data,
      to: '0x9641d764fc13c8B624c04430C7356C1C7C8102e2',
    })
    expect(status).toBe(200)
    expect(body.method).toBe('multiSend')
    const [param] = body.parameters
    expect(param.name).toBe('transactions')
    expect(param.valueDecoded).toEqual([
      {
        operation: 0,
        to,
        value: '0',
        data: inner,
        dataDecoded: {
          method: 'transfer',
          parameters: [
            { name: 'to', type: 'address', value: recipient },
            { name: 'value', type: 'uint256', value: '5' },
          ],
        },
      },
      { operation: 0, to: recipient, value: '7', data: null, dataDecoded: null },
      {
        operation: 0,
        to,
        value: '0',
        data: threshold,
        dataDecoded: { method: 'changeThreshold', parameters: [{ name: '_threshold', type: 'uint256', value: '2' }] },
      },
    ])
  })

  it('refuses an unknown selector, missing `to` and bad hex with 422', async () => {
    const unknown = await post('/v1/chains/31337/data-decoder', { data: '0xdeadbeef', to })
    expect(unknown).toMatchObject({ status: 422, body: { code: 422 } })
    expect(unknown.body.message).toContain('0xdeadbeef')
    expect((await post('/v1/chains/31337/data-decoder', { data: '0xdeadbeef' })).status).toBe(422)
    expect((await post('/v1/chains/31337/data-decoder', { data: '0xabc', to })).status).toBe(422)
    expect((await post('/v1/chains/31337/data-decoder', { data: 'hello', to })).status).toBe(422)
  })
})

describe('server basics', () => {
  it('serves the web root with an index.html fallback for app routes, but JSON 404s under /v1', async () => {
    const asset = await fetch(`${gateway.url}/app.js`)
    expect(await asset.text()).toBe('console.log(1)')
    const route = await fetch(`${gateway.url}/dev:0x1234/home`)
    expect(route.status).toBe(200)
    expect(await route.text()).toContain('<title>Concord</title>')
    expect((await fetch(`${gateway.url}/`)).status).toBe(200)
    expect(await get('/v1/unknown/route')).toMatchObject({ status: 404, body: { code: 404 } })
  })

  it('answers liveness, readiness, OpenAPI and the web config', async () => {
    expect((await get('/health/live')).body).toEqual({ status: 'ok' })
    const ready = await get('/health/ready')
    expect(ready.status).toBe(200)
    expect(ready.body.database).toBe('ok')
    const openapi = await get('/openapi.json')
    expect(openapi.body.openapi).toMatch(/^3\./)
    expect(Object.keys(openapi.body.paths)).toContain('/v1/chains/{chainId}/data-decoder')
    expect((await get('/config.json')).body).toEqual({ gatewayUrl: 'http://example.org' })
  })

  it('answers CORS only for configured web origins', async () => {
    const allowed = await get('/v1/chains', { headers: { origin: 'http://127.0.0.1:8080' } })
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:8080')
    const other = await get('/v1/chains', { headers: { origin: 'https://evil.example' } })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('gives JSON 4xx, never 5xx, for unknown routes, bad JSON and oversized bodies', async () => {
    expect(await get('/v1/nope')).toMatchObject({ status: 404, body: { code: 404 } })
    const badJson = await get('/v1/chains/31337/data-decoder', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"data":',
    })
    expect(badJson.status).toBe(400)
    expect(badJson.body.code).toBe(400)
    const huge = await post('/v1/chains/31337/data-decoder', { data: `0x${'00'.repeat(600_000)}`, to: '0x0' })
    expect(huge.status).toBe(413)
  })
})
