import { demoSafe130History, demoSafeHistory } from '@concord/devchain'
import { formatEther, formatUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { type Json, request } from './support/http.js'

let dev: DevGateway
let safe: string
let base: string

beforeAll(async () => {
  dev = await startDevGateway()
  safe = dev.chain.demo.safe.address
  base = `/v1/chains/${dev.chain.chainId}/safes/${safe}`
})

afterAll(async () => {
  await dev?.stop()
})

const get = (path: string) => request(dev.gateway.url, path)
const account = (index: number) => dev.chain.accounts[index]?.address as string
const items = (results: Json[]) => results.filter((r) => r.type === 'TRANSACTION').map((r) => r.transaction)

describe('safe info', () => {
  it('shows the demo Safe as seeded: SafeL2 1.4.1, 2-of-4, nonce 4, owners in contract order', async () => {
    const { status, body } = await get(base)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      address: { value: safe, name: null, logoUri: null },
      chainId: '31337',
      nonce: Number(demoSafeHistory.finalNonce),
      threshold: demoSafeHistory.finalThreshold,
      implementation: { value: dev.chain.contracts['1.4.1'].SafeL2, name: 'Safe 1.4.1 L2' },
      implementationVersionState: 'UP_TO_DATE',
      modules: null,
      guard: null,
      version: '1.4.1',
      fallbackHandler: { name: 'CompatibilityFallbackHandler' },
      txQueuedTag: null,
      messagesTag: null,
    })
    expect(body.owners.map((o: Json) => o.value)).toEqual(demoSafeHistory.finalOwnerIndexes.map(account))
    expect(body.txHistoryTag).toMatch(/^\d{10}$/)
    expect(body.collectiblesTag).toMatch(/^\d{10}$/)
  })

  it('marks the 1.3.0 Safe OUTDATED against the recommended 1.4.1', async () => {
    const { body } = await get(`/v1/chains/31337/safes/${dev.chain.demo.safe130.address}`)
    expect(body).toMatchObject({ version: '1.3.0', implementationVersionState: 'OUTDATED', nonce: 1, threshold: 1 })
  })

  it('answers nonces and the Safes of an owner', async () => {
    expect((await get(`${base}/nonces`)).body).toEqual({ currentNonce: 4, recommendedNonce: 4 })
    const owned = await get(`/v1/chains/31337/owners/${account(3)}/safes`)
    expect(owned.body.safes.sort()).toEqual([safe, dev.chain.demo.safe130.address].sort())
    expect((await get(`/v1/chains/31337/owners/${account(7)}/safes`)).body).toEqual({ safes: [] })
  })

  it('404s an address that is not an indexed Safe and 422s a malformed or badly checksummed one', async () => {
    expect((await get(`/v1/chains/31337/safes/${account(7)}`)).status).toBe(404)
    expect((await get('/v1/chains/31337/safes/0x1234')).status).toBe(422)
    const badChecksum = safe.slice(0, 2) + safe.slice(2).replace(/[a-f]/, (c) => c.toUpperCase())
    if (badChecksum !== safe) expect((await get(`/v1/chains/31337/safes/${badChecksum}`)).status).toBe(422)
    expect((await get(`/v1/chains/31337/safes/${safe.toLowerCase()}`)).status).toBe(200)
  })
})

describe('history', () => {
  it('lists the seeded history newest first, one DATE_LABEL per day, ending with the creation', async () => {
    const { status, body } = await get(`${base}/transactions/history?timezone=UTC`)
    expect(status).toBe(200)
    expect(body.results[0].type).toBe('DATE_LABEL')
    const txs = items(body.results)
    expect(body.count).toBe(txs.length - 1)
    expect(body.next).toBeNull()
    const shape = txs.map((t: Json) => [
      t.txInfo.type,
      t.txInfo.settingsInfo?.type ?? t.txInfo.methodName ?? t.txInfo.transferInfo?.type,
      t.txInfo.direction ?? null,
    ])
    expect(shape).toEqual([
      ['SettingsChange', 'CHANGE_THRESHOLD', null],
      ['SettingsChange', 'ADD_OWNER', null],
      ['Custom', 'multiSend', null],
      ['Transfer', 'NATIVE_COIN', 'OUTGOING'],
      ['Transfer', 'ERC721', 'INCOMING'],
      ['Transfer', 'ERC721', 'INCOMING'],
      ['Transfer', 'ERC20', 'INCOMING'],
      ['Transfer', 'ERC20', 'INCOMING'],
      ['Transfer', 'NATIVE_COIN', 'INCOMING'],
      ['Creation', undefined, null],
    ])
    const [threshold, addOwner, batch, ethOut] = txs
    expect(threshold.executionInfo).toMatchObject({
      type: 'MULTISIG',
      nonce: 3,
      confirmationsRequired: 3,
      confirmationsSubmitted: 3,
      missingSigners: null,
    })
    expect(threshold.txStatus).toBe('SUCCESS')
    expect(addOwner.txInfo.settingsInfo).toEqual({
      type: 'ADD_OWNER',
      owner: { value: account(3), name: null, logoUri: null },
      threshold: 3,
    })
    expect(batch.txInfo).toMatchObject({
      type: 'Custom',
      actionCount: 2,
      isCancellation: false,
      to: { name: 'MultiSendCallOnly' },
    })
    expect(ethOut.txInfo.transferInfo).toEqual({ type: 'NATIVE_COIN', value: demoSafeHistory.sentEth.toString() })
    expect(ethOut.id).toMatch(new RegExp(`^multisig_${safe}_0x[0-9a-f]{64}$`))
    expect(txs.at(-1).id).toBe(`creation_${safe}`)
    expect(txs.at(-1).txInfo).toMatchObject({
      creator: { value: account(9) },
      factory: { name: 'SafeProxyFactory 1.4.1' },
    })
  })

  it('pages with a cursor, keeps the day label off a continued day, and rejects a bad timezone', async () => {
    const first = await get(`${base}/transactions/history?cursor=limit%3D3%26offset%3D0`)
    expect(items(first.body.results)).toHaveLength(3)
    expect(first.body.next).toContain('cursor=limit%3D3%26offset%3D3')
    const second = await request(dev.gateway.url, new URL(first.body.next).pathname + new URL(first.body.next).search)
    expect(second.body.previous).toContain('offset%3D0')
    expect(second.body.results[0].type).toBe('TRANSACTION')
    expect((await get(`${base}/transactions/history?timezone=Mars%2FOlympus`)).status).toBe(422)
  })
})

describe('transaction lists', () => {
  it('lists executed multisig transactions by nonce, and filters by nonce', async () => {
    const { body } = await get(`${base}/multisig-transactions/`)
    expect(items(body.results).map((t: Json) => t.executionInfo.nonce)).toEqual([3, 2, 1, 0])
    expect(body).not.toHaveProperty('count')
    const one = await get(`${base}/multisig-transactions/?nonce=1&executed=true`)
    expect(items(one.body.results).map((t: Json) => t.executionInfo.nonce)).toEqual([1])
    expect((await get(`${base}/multisig-transactions/?nonce=abc`)).status).toBe(422)
  })

  it('lists incoming transfers with token metadata and filters by token', async () => {
    const { body } = await get(`${base}/incoming-transfers/`)
    const transfers = items(body.results)
    expect(transfers).toHaveLength(5)
    const usdc = transfers.find((t: Json) => t.txInfo.transferInfo.tokenAddress === dev.chain.tokens.usdc.address)
    expect(usdc.txInfo.transferInfo).toEqual({
      type: 'ERC20',
      tokenAddress: dev.chain.tokens.usdc.address,
      value: demoSafeHistory.receivedUsdc.toString(),
      tokenName: dev.chain.tokens.usdc.name,
      tokenSymbol: dev.chain.tokens.usdc.symbol,
      logoUri: null,
      decimals: 6,
      trusted: true,
      imitation: false,
    })
    expect(usdc.id).toMatch(new RegExp(`^transfer_${safe}_e[0-9a-f]{64}\\d+$`))
    const byToken = await get(`${base}/incoming-transfers/?token_address=${dev.chain.tokens.nft.address}`)
    expect(
      items(byToken.body.results)
        .map((t: Json) => t.txInfo.transferInfo.tokenId)
        .sort(),
    ).toEqual(['1', '2'])
  })

  it('has no module transactions for the demo Safe', async () => {
    expect((await get(`${base}/module-transactions/`)).body).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    })
  })

  it('has an empty queue (proposals arrive through the API)', async () => {
    expect((await get(`${base}/transactions/queued`)).body).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    })
  })
})

describe('transaction details', () => {
  it('resolves a multisig id and its bare safeTxHash to the same details with decoded data and signers', async () => {
    const history = await get(`${base}/transactions/history`)
    const threshold = items(history.body.results)[0]
    const details = await get(`/v1/chains/31337/transactions/${threshold.id}`)
    expect(details.status).toBe(200)
    const safeTxHash = threshold.id.split('_')[2]
    expect(details.body).toMatchObject({
      safeAddress: safe,
      txId: threshold.id,
      txStatus: 'SUCCESS',
      txData: {
        to: { value: safe },
        value: '0',
        operation: 0,
        dataDecoded: { method: 'changeThreshold', parameters: [{ name: '_threshold', type: 'uint256', value: '2' }] },
      },
      detailedExecutionInfo: {
        type: 'MULTISIG',
        nonce: 3,
        safeTxHash,
        confirmationsRequired: 3,
        executor: { value: account(9) },
        trusted: true,
      },
    })
    const signers = details.body.detailedExecutionInfo.confirmations.map((c: Json) => c.signer.value).sort()
    expect(signers).toEqual([account(0), account(1), account(3)].sort())
    expect(details.body.detailedExecutionInfo.signers.map((s: Json) => s.value)).toEqual(
      demoSafeHistory.finalOwnerIndexes.map(account),
    )
    expect(BigInt(details.body.detailedExecutionInfo.fee)).toBeGreaterThan(0n)
    expect((await get(`/v1/chains/31337/transactions/${safeTxHash}`)).body).toEqual(details.body)
  })

  it('resolves transfer and creation ids; 404s unknown and 422s malformed ids', async () => {
    const incoming = items((await get(`${base}/incoming-transfers/`)).body.results)[0]
    const transfer = await get(`/v1/chains/31337/transactions/${incoming.id}`)
    expect(transfer.body).toMatchObject({
      txId: incoming.id,
      txStatus: 'SUCCESS',
      txData: null,
      detailedExecutionInfo: null,
    })
    const creation = await get(`/v1/chains/31337/transactions/creation_${safe}`)
    expect(creation.body.txInfo.type).toBe('Creation')
    expect((await get(`/v1/chains/31337/transactions/0x${'ab'.repeat(32)}`)).status).toBe(404)
    expect((await get(`/v1/chains/31337/transactions/multisig_${safe}_0x${'ab'.repeat(32)}`)).status).toBe(404)
    expect((await get('/v1/chains/31337/transactions/nonsense')).status).toBe(422)
    expect((await get(`/v1/chains/31337/transactions/multisig_0x12_0x${'ab'.repeat(32)}`)).status).toBe(422)
  })
})

describe('assets', () => {
  it('reads balances live and prices them per fiat code, case-insensitively (unpriced token → "0")', async () => {
    const { status, body } = await get(`${base}/balances/usd`)
    expect(status).toBe(200)
    const eth = demoSafeHistory.receivedEth - demoSafeHistory.sentEth
    const usdc = demoSafeHistory.receivedUsdc - demoSafeHistory.sentUsdc
    expect(body.items.map((i: Json) => [i.tokenInfo.symbol, i.balance, i.fiatBalance, i.fiatConversion])).toEqual([
      [dev.chain.tokens.usdc.symbol, usdc.toString(), formatUnits(usdc, 6), '1'],
      ['ETH', eth.toString(), String(Number(formatEther(eth)) * 2000), '2000'],
      [dev.chain.tokens.dai.symbol, demoSafeHistory.receivedDai.toString(), '0', '0'],
    ])
    expect(body.fiatTotal).toBe(String(Number(formatUnits(usdc, 6)) + Number(formatEther(eth)) * 2000))
    expect((await get(`${base}/balances/EUR`)).body.items[0].fiatConversion).toBe('0.9')
    expect((await get(`${base}/balances/u$d`)).status).toBe(422)
  })

  it('lists the NFT still held, as v1 array and v2 page', async () => {
    const v1 = await get(`${base}/collectibles`)
    expect(v1.body.map((c: Json) => [c.address, c.id])).toEqual([[dev.chain.tokens.nft.address, '1']])
    const v2 = await get(`/v2/chains/31337/safes/${safe}/collectibles?cursor=limit%3D10%26offset%3D0`)
    expect(v2.body).toMatchObject({ count: 1, next: null, previous: null })
    expect(v2.body.results[0].tokenSymbol).toBe(dev.chain.tokens.nft.symbol)
  })

  it('shows the 1.3.0 Safe history with its one ETH transfer', async () => {
    const txs = items(
      (await get(`/v1/chains/31337/safes/${dev.chain.demo.safe130.address}/transactions/history`)).body.results,
    )
    expect(txs[0].txInfo.transferInfo).toEqual({ type: 'NATIVE_COIN', value: demoSafe130History.sentEth.toString() })
    expect(txs.at(-1).txInfo.type).toBe('Creation')
  })
})
