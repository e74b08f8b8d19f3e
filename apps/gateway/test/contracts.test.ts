import { canonicalAddresses } from '@concord/protocol'
import { createTestDatabase, type TestDatabase } from '@concord/test-kit/database'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningGateway, startGateway } from '../src/index.js'
import { staticTestConfig } from './support/static-config.js'

const USD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const NFT = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const VAULT = '0x1111111111111111111111111111111111111111'

let gateway: RunningGateway
let database: TestDatabase

beforeAll(async () => {
  database = await createTestDatabase()
  const config = staticTestConfig()
  config.chains[0]?.abis.push({
    name: 'Vault',
    address: VAULT,
    abi: [{ type: 'function', name: 'deposit', inputs: [], outputs: [], stateMutability: 'payable' }],
  })
  gateway = await startGateway({
    config,
    database: database.url === undefined ? {} : { url: database.url },
    logLevel: 'silent',
  })
})

afterAll(async () => {
  await gateway?.close()
  await database?.drop()
})

async function get(path: string) {
  const response = await fetch(`${gateway.url}${path}`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

type Abi = { name?: string; type: string }[]
const abiNames = (body: Record<string, unknown>) =>
  ((body.contractAbi as { abi: Abi }).abi ?? []).filter((i) => i.type === 'function').map((i) => i.name)

describe('GET /v1/chains/{chainId}/contracts/{address}', () => {
  it('answers a demo token with its ERC-20 ABI (and the faucet) for the contract-interaction flow', async () => {
    const { status, body } = await get(`/v1/chains/31337/contracts/${USD.toLowerCase()}`)
    expect(status).toBe(200)
    expect(body).toMatchObject({ address: USD, name: 'Demo USD', displayName: 'Demo USD', logoUri: null })
    expect(body.trustedForDelegateCall).toBe(false)
    expect(abiNames(body)).toEqual(expect.arrayContaining(['transfer', 'approve', 'balanceOf', 'mint']))
    expect(body.contractAbi).toMatchObject({ description: 'Demo USD', relevance: 100 })
  })

  it('answers the demo NFT with the ERC-721 ABI', async () => {
    const { body } = await get(`/v1/chains/31337/contracts/${NFT}`)
    expect(abiNames(body)).toEqual(expect.arrayContaining(['safeTransferFrom', 'ownerOf', 'mint']))
  })

  it('answers a contract registered in the config with its ABI', async () => {
    const { status, body } = await get(`/v1/chains/31337/contracts/${VAULT}`)
    expect(status).toBe(200)
    expect(body).toMatchObject({ name: 'Vault', displayName: 'Vault', trustedForDelegateCall: false })
    expect(abiNames(body)).toEqual(['deposit'])
  })

  it('names the canonical Safe contracts and trusts MultiSendCallOnly for delegate calls', async () => {
    const multiSend = await get(`/v1/chains/31337/contracts/${canonicalAddresses['1.4.1'].MultiSendCallOnly}`)
    expect(multiSend.body).toMatchObject({ name: 'MultiSendCallOnly', trustedForDelegateCall: true })
    expect(abiNames(multiSend.body)).toEqual(['multiSend'])
    const singleton = await get(`/v1/chains/31337/contracts/${canonicalAddresses['1.3.0'].SafeL2}`)
    expect(singleton.body).toMatchObject({
      name: 'SafeL2',
      displayName: 'Safe 1.3.0 L2',
      trustedForDelegateCall: false,
    })
    expect(abiNames(singleton.body)).toContain('execTransaction')
    const handler = await get(`/v1/chains/31337/contracts/${canonicalAddresses['1.4.1'].CompatibilityFallbackHandler}`)
    expect(handler.body).toMatchObject({ name: 'CompatibilityFallbackHandler', contractAbi: null })
  })

  it('is a 404 {code, message} for an unknown contract, 422 for a bad address, 404 for an unknown chain', async () => {
    const unknown = await get('/v1/chains/31337/contracts/0x2222222222222222222222222222222222222222')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ code: 404, message: expect.stringContaining('No contract is known') })
    const bad = await get('/v1/chains/31337/contracts/0x1234')
    expect(bad.status).toBe(422)
    expect(bad.body.message).toMatch(/Invalid address/)
    const chain = await get(`/v1/chains/5/contracts/${USD}`)
    expect(chain.status).toBe(404)
  })

  it('is in the OpenAPI document', async () => {
    const { body } = await get('/openapi.json')
    expect(Object.keys(body.paths as object)).toContain('/v1/chains/{chainId}/contracts/{address}')
  })
})

describe('GET /v1/chains/{chainId}/contracts', () => {
  it('lists the demo tokens with their ABIs and the registered contracts, paged', async () => {
    const { status, body } = await get('/v1/chains/31337/contracts')
    expect(status).toBe(200)
    expect(body).toMatchObject({ count: 3, next: null, previous: null })
    const results = body.results as Record<string, unknown>[]
    expect(results.map((c) => c.address)).toEqual([USD, NFT, VAULT])
    expect(results[0]).toMatchObject({ displayName: 'Demo USD', trustedForDelegateCall: false })
    expect(abiNames(results[0] ?? {})).toEqual(expect.arrayContaining(['transfer', 'approve', 'mint']))
    expect(abiNames(results[1] ?? {})).toEqual(expect.arrayContaining(['safeTransferFrom', 'ownerOf']))
    expect(results[2]).toEqual((await get(`/v1/chains/31337/contracts/${VAULT}`)).body)

    const first = await get('/v1/chains/31337/contracts?cursor=limit%3D2%26offset%3D0')
    expect((first.body.results as unknown[]).length).toBe(2)
    const second = await get(new URL(first.body.next as string).pathname + new URL(first.body.next as string).search)
    expect((second.body.results as { address: string }[]).map((c) => c.address)).toEqual([VAULT])
    expect(second.body.next).toBeNull()
  })

  it('is a 404 for an unknown chain and is in the OpenAPI document', async () => {
    expect((await get('/v1/chains/5/contracts')).status).toBe(404)
    const { body } = await get('/openapi.json')
    expect(Object.keys(body.paths as object)).toContain('/v1/chains/{chainId}/contracts')
  })
})
