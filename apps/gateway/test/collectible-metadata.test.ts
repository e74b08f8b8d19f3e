import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { waitForIndexer } from '@concord/test-kit/dev-stack'
import { type Address, createPublicClient, createWalletClient, getAddress, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { type Json, request } from './support/http.js'
import { META_NFT_ABI, META_NFT_BYTECODE } from './support/meta-nft.js'

let dev: DevGateway
let metadataHost: Server
let host: string
let port: number
let nft: Address
const hung: import('node:http').ServerResponse[] = []

const inline = { name: 'Inline #1', description: 'Metadata in a data: URI', image: 'data:image/svg+xml,<svg/>' }
const served = { name: 'Served #2', description: 'Metadata over HTTP', image_url: 'https://img.example/2.png' }
// What an internal service would hand out: a token pointing at it must not bring it back through the gateway.
const secret = { name: 'SECRET', description: 'internal', token: 'hunter2' }
// A document with more than the wire needs, and an image no wallet should load.
const leaky = {
  name: 'Leaky #13',
  description: 'x'.repeat(5_000),
  image: 'javascript:alert(1)',
  external_url: 'https://example.org/13',
  attributes: [{ trait_type: 'Colour', value: 'red', extra: 'dropped' }, { trait_type: 'Nested', value: { a: 1 } }, 7],
  internal: { credentials: 'hunter2' },
}
const seen: string[] = []
// The metadata host's JSON answers by path.
const documents: Record<string, unknown> = {
  '/meta/2': served,
  '/secret': secret,
  '/leaky': leaky,
  '/metadata-image': { name: 'Metadata image', image: 'http://169.254.169.254/latest' },
}

beforeAll(async () => {
  metadataHost = createServer((req, res) => {
    seen.push(req.url ?? '')
    const document = documents[req.url ?? '']
    if (document !== undefined) res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(document))
    else if (req.url?.startsWith('/redirect?to=')) res.writeHead(302, { location: req.url.slice(13) }).end()
    else if (req.url === '/slow')
      hung.push(res) // never answers: the gateway's timeout gives up
    else if (req.url === '/not-json') res.writeHead(200).end('<html>oops</html>')
    else res.writeHead(500).end()
  })
  // Both stacks, so every loopback spelling below would reach it if the gateway let it.
  metadataHost.listen(0, '::')
  await once(metadataHost, 'listening')
  port = (metadataHost.address() as AddressInfo).port
  // The operator allows the name `localhost` (an internal metadata server, as `collectibles.allowedMetadataHosts`
  // permits); loopback addresses themselves stay refused, so a token on that host cannot redirect to them.
  host = `http://localhost:${port}`

  dev = await startDevGateway({ collectibles: { allowedMetadataHosts: ['localhost'] } })
  const deployer = dev.chain.accounts[0]
  if (deployer === undefined) throw new Error('dev account 0 missing')
  const wallet = createWalletClient({
    account: privateKeyToAccount(deployer.privateKey),
    transport: http(dev.chain.rpcUrl),
  })
  const client = createPublicClient({ transport: http(dev.chain.rpcUrl) })
  const deployed = await client.waitForTransactionReceipt({
    hash: await wallet.deployContract({ chain: null, abi: META_NFT_ABI, bytecode: META_NFT_BYTECODE }),
  })
  nft = getAddress(deployed.contractAddress as Address)
  const uris = [
    `data:application/json;base64,${Buffer.from(JSON.stringify(inline)).toString('base64')}`,
    `${host}/meta/2`,
    `${host}/slow`,
    `${host}/not-json`,
    `${host}/missing`,
    'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/5',
    ...loopbackUris(),
    `${host}/leaky`,
    `${host}/metadata-image`,
  ]
  for (const [index, uri] of uris.entries()) {
    const hash: Hex = await wallet.writeContract({
      chain: null,
      address: nft,
      abi: META_NFT_ABI,
      functionName: 'mint',
      args: [dev.chain.demo.safe.address, BigInt(index + 1), uri],
    })
    await client.waitForTransactionReceipt({ hash })
  }
  await waitForIndexer(dev.gateway.url, '31337', dev.chain.rpcUrl)
})

// Token ids 7 to 12: the internal service by address, numeric spellings and a redirect from the permitted host.
function loopbackUris() {
  return [
    `http://127.0.0.1:${port}/secret`,
    `http://2130706433:${port}/secret`,
    `http://0x7f.1:${port}/secret`,
    `http://[::1]:${port}/secret`,
    `http://[::ffff:127.0.0.1]:${port}/secret`,
    `${host}/redirect?to=http://127.0.0.1:${port}/secret`,
  ]
}

afterAll(async () => {
  await dev?.stop()
  for (const res of hung) res.destroy()
  metadataHost?.closeAllConnections()
  metadataHost?.close()
})

describe('collectibles metadata', () => {
  it('reads uri, name, description and image from data: and http(s) token URIs; failures are nulls, not errors', async () => {
    const response = await request(
      dev.gateway.url,
      `/v1/chains/31337/safes/${dev.chain.demo.safe.address}/collectibles`,
    )
    expect(response.status).toBe(200)
    const byId = new Map<string, Json>(
      response.body.filter((c: Json) => c.address === nft).map((c: Json) => [c.id, c] as const),
    )
    expect(byId.get('1')).toMatchObject({
      tokenName: 'Meta NFT',
      tokenSymbol: 'META',
      name: inline.name,
      description: inline.description,
      imageUri: inline.image,
      metadata: inline,
    })
    expect(byId.get('1').uri).toMatch(/^data:application\/json;base64,/)
    expect(byId.get('2')).toMatchObject({
      uri: `${host}/meta/2`,
      name: served.name,
      description: served.description,
      imageUri: served.image_url,
      metadata: { name: served.name, description: served.description, image: served.image_url },
    })
    for (const [id, uri] of [
      ['3', `${host}/slow`],
      ['4', `${host}/not-json`],
      ['5', `${host}/missing`],
      ['6', 'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/5'],
    ]) {
      expect(byId.get(id as string)).toMatchObject({
        uri,
        name: null,
        description: null,
        imageUri: null,
        metadata: null,
      })
    }
    // The demo NFT carries its metadata and picture on chain (DemoNft.sol), as data: URIs.
    const demo = response.body.find((c: Json) => c.address === dev.chain.tokens.nft.address)
    expect(demo).toMatchObject({
      uri: expect.stringMatching(/^data:application\/json;base64,/),
      name: `${dev.chain.tokens.nft.name} #${demo.id}`,
      description: 'A demo NFT of the Concord dev chain.',
      imageUri: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    })
  })

  it('fetches nothing from loopback however the token URI spells it, even through a redirect from a permitted host', async () => {
    const response = await request(
      dev.gateway.url,
      `/v1/chains/31337/safes/${dev.chain.demo.safe.address}/collectibles`,
    )
    expect(response.status).toBe(200)
    const mine = response.body.filter((c: Json) => c.address === nft)
    for (const [index, uri] of loopbackUris().entries()) {
      expect(
        mine.find((c: Json) => c.id === String(index + 7)),
        uri,
      ).toMatchObject({
        uri,
        name: null,
        description: null,
        imageUri: null,
        metadata: null,
      })
    }
    expect(JSON.stringify(response.body)).not.toContain('hunter2')
    // The internal service never got a request; only the permitted host's redirect was asked.
    expect(seen).not.toContain('/secret')
    expect(seen.filter((path) => path.startsWith('/redirect')).length).toBeGreaterThan(0)
  })

  it('relays only the whitelisted, bounded fields of a metadata document, and only images a wallet may load', async () => {
    const response = await request(
      dev.gateway.url,
      `/v1/chains/31337/safes/${dev.chain.demo.safe.address}/collectibles`,
    )
    const mine = new Map<string, Json>(
      response.body.filter((c: Json) => c.address === nft).map((c: Json) => [c.id, c] as const),
    )
    expect(mine.get('13')).toEqual(
      expect.objectContaining({
        name: leaky.name,
        description: 'x'.repeat(2_000),
        imageUri: null,
        metadata: {
          name: leaky.name,
          description: 'x'.repeat(2_000),
          external_url: leaky.external_url,
          attributes: [{ trait_type: 'Colour', value: 'red' }],
        },
      }),
    )
    expect(mine.get('14')).toMatchObject({
      name: 'Metadata image',
      imageUri: null,
      metadata: { name: 'Metadata image' },
    })
  })

  it('pages the same metadata in v2 and still answers when the RPC is down', async () => {
    const path = `/v2/chains/31337/safes/${dev.chain.demo.safe.address}/collectibles`
    const page = await request(dev.gateway.url, path)
    expect(page.status).toBe(200)
    expect(page.body.results.find((c: Json) => c.address === nft && c.id === '2')).toMatchObject({ name: served.name })
    await dev.stopChain()
    const offline = await request(dev.gateway.url, `${path}?cursor=limit%3D20%26offset%3D0`)
    expect(offline.status).toBe(200)
    expect(offline.body.results.length).toBe(page.body.results.length)
  })
})
