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
let nft: Address
const hung: import('node:http').ServerResponse[] = []

const inline = { name: 'Inline #1', description: 'Metadata in a data: URI', image: 'data:image/svg+xml,<svg/>' }
const served = { name: 'Served #2', description: 'Metadata over HTTP', image_url: 'https://img.example/2.png' }

beforeAll(async () => {
  metadataHost = createServer((req, res) => {
    if (req.url === '/meta/2') res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(served))
    else if (req.url === '/slow')
      hung.push(res) // never answers: the gateway's timeout gives up
    else if (req.url === '/not-json') res.writeHead(200).end('<html>oops</html>')
    else res.writeHead(500).end()
  })
  metadataHost.listen(0, '127.0.0.1')
  await once(metadataHost, 'listening')
  host = `http://127.0.0.1:${(metadataHost.address() as AddressInfo).port}`

  dev = await startDevGateway()
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
      metadata: served,
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
