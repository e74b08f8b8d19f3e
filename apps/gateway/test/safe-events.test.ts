import { type Address, createWalletClient, type Hex, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { openEventStream } from './support/event-stream.js'
import { request } from './support/http.js'
import { postJson, proposalBody, safeTxHashOf, signHash, type TestSafe } from './support/proposals.js'
import { executeFromDetails } from './support/safe-chain.js'

type Account = { address: Address; privateKey: Hex }

const WEB_ORIGIN = 'http://127.0.0.1:5173'
let dev: DevGateway
let safe: TestSafe
let owners: Account[]
let stranger: Account

beforeAll(async () => {
  dev = await startDevGateway({ webOrigins: [WEB_ORIGIN] })
  safe = { address: dev.chain.demo.safe.address, version: '1.4.1', chainId: dev.chain.chainId }
  owners = dev.chain.accounts.filter((a) => dev.chain.demo.safe.owners.includes(a.address))
  const outsider = dev.chain.accounts.find((a) => !dev.chain.demo.safe.owners.includes(a.address))
  if (owners.length < 2 || outsider === undefined) throw new Error('dev accounts missing')
  stranger = outsider
})

afterAll(async () => {
  await dev?.stop()
})

const eventsUrl = (chainId: string, address: string) =>
  `${dev.gateway.url}/v1/chains/${chainId}/safes/${address}/events`

describe('GET /v1/chains/{chainId}/safes/{safe}/events', () => {
  it('is a 404 for an unknown chain and a 422 for a bad address', async () => {
    const unknownChain = await request(dev.gateway.url, `/v1/chains/5/safes/${safe.address}/events`)
    expect(unknownChain.status).toBe(404)
    expect(unknownChain.body.message).toMatch(/Chain 5/)
    const bad = await request(dev.gateway.url, '/v1/chains/31337/safes/0x12/events')
    expect(bad.status).toBe(422)
  })

  it('answers a configured web origin with CORS headers and an event-stream', async () => {
    const abort = new AbortController()
    const response = await fetch(eventsUrl('31337', safe.address), {
      headers: { origin: WEB_ORIGIN, accept: 'text/event-stream' },
      signal: abort.signal,
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(response.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN)
    abort.abort()
  })

  it("streams the Safe's proposal, confirmation and execution, and only its own incoming ether", async () => {
    const stream = await openEventStream(eventsUrl('31337', safe.address))
    const other = await openEventStream(eventsUrl('31337', dev.chain.demo.safe130.address))
    expect(stream.status).toBe(200)
    const [first, second] = owners as [Account, Account]
    const tx = { to: stranger.address, value: parseEther('0.01'), nonce: dev.chain.demo.safe.nonce }
    const safeTxHash = safeTxHashOf(safe, tx)
    const proposed = await request(
      dev.gateway.url,
      `/v1/chains/31337/transactions/${safe.address}/propose`,
      postJson(await proposalBody(safe, tx, first)),
    )
    expect(proposed.status).toBe(200)
    expect(await stream.next(() => true)).toEqual({
      type: 'PENDING_MULTISIG_TRANSACTION',
      chainId: '31337',
      address: safe.address,
      safeTxHash,
    })
    const confirmed = await request(
      dev.gateway.url,
      `/v1/chains/31337/transactions/${safeTxHash}/confirmations`,
      postJson({ signature: await signHash(second.privateKey, safeTxHash) }),
    )
    expect(confirmed.status).toBe(200)
    expect(await stream.next(() => true)).toMatchObject({ type: 'NEW_CONFIRMATION', safeTxHash })

    // Ether sent to the other demo Safe reaches the other Safe's stream only.
    const wallet = createWalletClient({
      account: privateKeyToAccount(stranger.privateKey),
      transport: http(dev.chain.rpcUrl),
    })
    const txHash = await wallet.sendTransaction({
      chain: null,
      to: dev.chain.demo.safe130.address,
      value: parseEther('0.2'),
    })
    expect(await other.next((e) => e.type === 'INCOMING_ETHER')).toEqual({
      type: 'INCOMING_ETHER',
      chainId: '31337',
      address: dev.chain.demo.safe130.address,
      txHash,
      value: parseEther('0.2').toString(),
      from: wallet.account.address,
    })

    const executor = dev.chain.accounts[9]?.privateKey as Hex
    expect(await executeFromDetails(dev.chain.rpcUrl, executor, confirmed.body)).toBe('success')
    // The very next event of this Safe is its execution: the other Safe's ether never reached this stream.
    expect(await stream.next(() => true)).toMatchObject({
      type: 'EXECUTED_MULTISIG_TRANSACTION',
      chainId: '31337',
      address: safe.address,
      safeTxHash,
      failed: false,
    })
    await other.close()

    // Closing the gateway ends the open stream cleanly.
    await dev.gateway.close()
    expect(await stream.ended()).toEqual([])
  })
})
