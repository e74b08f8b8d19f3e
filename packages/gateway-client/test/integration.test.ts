import { type DevChain, demoSafeHistory } from '@concord/devchain'
import {
  type DevStack,
  startDevStack,
  startTestGateway,
  type TestGateway,
  waitForSafeNonce,
} from '@concord/test-kit/dev-stack'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createGatewayClient,
  type GatewayClient,
  GatewayError,
  type Transaction,
  type TransactionListItem,
} from '../src/index.js'

// The client against the real gateway indexing the seeded dev chain: every read call, with the values a user sees.

const APP = { id: 7, name: 'Integration app', url: 'http://127.0.0.1:9/app', description: 'Catalogue of gateway A' }
const OTHER_APP = { id: 8, name: 'Other app', url: 'http://127.0.0.1:9/other', description: 'Catalogue of gateway B' }

let stack: DevStack
let chain: DevChain
let client: GatewayClient
let chainId: string
let safe: string

beforeAll(async () => {
  stack = await startDevStack({ safeApps: [APP] })
  chain = stack.chain
  chainId = String(chain.chainId)
  safe = chain.demo.safe.address
  client = createGatewayClient({ baseUrl: stack.gateway.url })
  await waitForSafeNonce(stack.gateway.url, chainId, safe, Number(demoSafeHistory.finalNonce))
})

afterAll(async () => {
  await stack?.stop()
})

const account = (index: number) => chain.accounts[index]?.address as string
const transactions = (results: TransactionListItem[]) =>
  results.filter((item): item is Transaction => item.type === 'TRANSACTION').map((item) => item.transaction)
/** What a history row shows: the kind of transaction and, for settings and transfers, which one. */
const kindOf = (tx: Transaction['transaction']) => {
  const info = tx.txInfo
  if (info.type === 'SettingsChange') return `SettingsChange:${info.settingsInfo?.type}`
  if (info.type === 'Transfer') return `Transfer:${info.transferInfo.type}:${info.direction}`
  if (info.type === 'Custom') return `Custom:${info.methodName}`
  return info.type
}

describe('chains', () => {
  it('lists the dev chain and reads it alone, with ETH as native currency', async () => {
    const page = await client.getChainsConfig()
    expect(page.results.map((c) => c.chainId)).toEqual(['31337'])
    const config = await client.getChainConfig(chainId)
    expect(config).toMatchObject({
      chainId: '31337',
      chainName: 'Concord Devnet',
      recommendedMasterCopyVersion: '1.4.1',
    })
    expect(config.nativeCurrency).toEqual({ name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' })
  })

  it('lists the deployed Safe singletons and the catalogue of Safe Apps', async () => {
    const copies = await client.getMasterCopies(chainId)
    expect(copies).toContainEqual({ address: chain.contracts['1.4.1'].SafeL2, version: '1.4.1+L2' })
    expect(copies).toContainEqual({ address: chain.contracts['1.3.0'].Safe, version: '1.3.0' })
    const apps = await client.getSafeApps(chainId)
    expect(apps.map((app) => [app.id, app.name, app.url])).toEqual([[APP.id, APP.name, APP.url]])
  })
})

describe('the demo Safe', () => {
  it('reads the Safe as seeded: SafeL2 1.4.1, 2-of-4 with the dev owners, nonce 4', async () => {
    const info = await client.getSafeInfo(chainId, safe)
    expect(info).toMatchObject({ chainId: '31337', threshold: 2, nonce: 4, version: '1.4.1' })
    expect(info.address.value).toBe(safe)
    expect(info.owners.map((o) => o.value)).toEqual(demoSafeHistory.finalOwnerIndexes.map(account))
    expect(info.implementation.value).toBe(chain.contracts['1.4.1'].SafeL2)
    expect(await client.getNonces(chainId, safe)).toEqual({ currentNonce: 4, recommendedNonce: 4 })
  })

  it('lists the demo Safe among the Safes of account 0, and none for an account that owns nothing', async () => {
    expect((await client.getOwnedSafes(chainId, account(0))).safes).toContain(safe)
    expect(await client.getOwnedSafes(chainId, account(7))).toEqual({ safes: [] })
  })

  it('rejects an address that is not a Safe with a 404 GatewayError carrying the body code and message', async () => {
    const error = await client.getSafeInfo(chainId, account(7)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GatewayError)
    const gatewayError = error as GatewayError
    expect(gatewayError).toMatchObject({ code: 'GATEWAY_HTTP_ERROR', status: 404, gatewayCode: 404 })
    const body = gatewayError.body as { code: number; message: string }
    expect(body.message).toContain(account(7))
    expect(gatewayError.message).toBe(`404: ${body.message}`)
  })
})

describe('assets', () => {
  it('reads ETH 9, dUSDC 24,000 and dDAI 10,000 in base units, priced in USD', async () => {
    const { fiatTotal, items } = await client.getBalances(chainId, safe, 'USD')
    const bySymbol = Object.fromEntries(items.map((item) => [item.tokenInfo.symbol, item]))
    expect(bySymbol.ETH?.balance).toBe((9n * 10n ** 18n).toString())
    expect(bySymbol[chain.tokens.usdc.symbol]?.balance).toBe((24_000n * 10n ** 6n).toString())
    expect(bySymbol[chain.tokens.dai.symbol]?.balance).toBe((10_000n * 10n ** 18n).toString())
    // Dev prices: ETH 2000 USD, dUSDC 1 USD, dDAI unpriced.
    expect(bySymbol.ETH?.fiatBalance).toBe('18000')
    expect(bySymbol[chain.tokens.usdc.symbol]?.fiatBalance).toBe('24000')
    expect(bySymbol[chain.tokens.dai.symbol]?.fiatBalance).toBe('0')
    const sum = items.reduce((total, item) => total + Number(item.fiatBalance), 0)
    expect(Number(fiatTotal)).toBe(sum)
    expect(Number(fiatTotal)).toBe(42_000)
  })

  it('lists the fiat currencies with USD first', async () => {
    const codes = await client.getFiatCurrencies()
    expect(codes[0]).toBe('USD')
    expect(codes).toContain('EUR')
  })

  it('lists NFT #1, the one still held, as v1 list and v2 page', async () => {
    const list = await client.getCollectibles(chainId, safe)
    expect(list.map((c) => [c.address, c.id])).toEqual([[chain.tokens.nft.address, '1']])
    const page = await client.getCollectiblesPage(chainId, safe)
    expect(page).toMatchObject({ count: 1, next: null, previous: null })
    expect(page.results.map((c) => [c.address, c.id, c.tokenSymbol])).toEqual([
      [chain.tokens.nft.address, '1', chain.tokens.nft.symbol],
    ])
  })
})

describe('transactions', () => {
  it('reads the history newest first with a DATE_LABEL first and every seeded kind', async () => {
    const page = await client.getTransactionHistory(chainId, safe, { timezone: 'UTC' })
    expect(page.results[0]?.type).toBe('DATE_LABEL')
    expect(transactions(page.results).map(kindOf)).toEqual([
      'SettingsChange:CHANGE_THRESHOLD',
      'SettingsChange:ADD_OWNER',
      'Custom:multiSend',
      'Transfer:NATIVE_COIN:OUTGOING',
      'Transfer:ERC721:INCOMING',
      'Transfer:ERC721:INCOMING',
      'Transfer:ERC20:INCOMING',
      'Transfer:ERC20:INCOMING',
      'Transfer:NATIVE_COIN:INCOMING',
      'Creation',
    ])
  })

  it('turns history pages with the next URL and ends up with the same transactions as one page', async () => {
    const whole = transactions((await client.getTransactionHistory(chainId, safe)).results).map((t) => t.id)
    const paged: string[] = []
    let page = await client.getTransactionHistory(chainId, safe, { cursor: 'limit=3&offset=0' })
    paged.push(...transactions(page.results).map((t) => t.id))
    expect(paged).toHaveLength(3)
    while (page.next) {
      page = await client.getTransactionHistory(chainId, safe, {}, page.next)
      paged.push(...transactions(page.results).map((t) => t.id))
    }
    expect(page.previous).not.toBeNull()
    expect(paged).toEqual(whole)
  })

  it('has an empty queue and no module transactions', async () => {
    const empty = { count: 0, next: null, previous: null, results: [] }
    expect(await client.getTransactionQueue(chainId, safe)).toEqual(empty)
    expect(await client.getModuleTransactions(chainId, safe)).toEqual(empty)
  })

  it('opens a history item: its safeTxHash, MULTISIG execution details and the confirmations', async () => {
    const [changeThreshold] = transactions((await client.getTransactionHistory(chainId, safe)).results)
    const details = await client.getTransactionDetails(chainId, changeThreshold?.id as string)
    expect(details.txId).toBe(changeThreshold?.id)
    expect(details.txStatus).toBe('SUCCESS')
    const execution = details.detailedExecutionInfo
    if (execution?.type !== 'MULTISIG') throw new Error(`expected MULTISIG details, got ${JSON.stringify(execution)}`)
    expect(changeThreshold?.id).toBe(`multisig_${safe}_${execution.safeTxHash}`)
    expect(execution).toMatchObject({ nonce: 3, confirmationsRequired: 3 })
    expect(execution.confirmations.map((c) => c.signer.value).sort()).toEqual(
      [account(0), account(1), account(3)].sort(),
    )
    expect(details.txData?.dataDecoded?.method).toBe('changeThreshold')
  })

  it('lists the incoming transfers (ETH, dUSDC, dDAI, NFTs #1 and #2) and the executed multisig nonces', async () => {
    const incoming = transactions((await client.getIncomingTransfers(chainId, safe)).results)
    const values = incoming.map((t) => {
      if (t.txInfo.type !== 'Transfer') return t.txInfo.type
      const transfer = t.txInfo.transferInfo
      return transfer.type === 'ERC721' ? `ERC721 #${transfer.tokenId}` : `${transfer.type} ${transfer.value}`
    })
    expect(values.sort()).toEqual(
      [
        `NATIVE_COIN ${demoSafeHistory.receivedEth}`,
        `ERC20 ${demoSafeHistory.receivedUsdc}`,
        `ERC20 ${demoSafeHistory.receivedDai}`,
        'ERC721 #1',
        'ERC721 #2',
      ].sort(),
    )
    const multisig = transactions((await client.getMultisigTransactions(chainId, safe)).results)
    expect(multisig.map((t) => (t.executionInfo?.type === 'MULTISIG' ? t.executionInfo.nonce : null))).toEqual([
      3, 2, 1, 0,
    ])
  })

  it('decodes ERC-20 transfer calldata', async () => {
    const recipient = account(5)
    const word = (hex: string) => hex.padStart(64, '0')
    const data = `0xa9059cbb${word(recipient.slice(2).toLowerCase())}${word((1_000_000).toString(16))}`
    const decoded = await client.getDecodedData(chainId, 0, data, chain.tokens.usdc.address)
    expect(decoded.method).toBe('transfer')
    expect(decoded.parameters?.map((p) => [p.name, p.type, p.value])).toEqual([
      ['to', 'address', recipient],
      ['value', 'uint256', '1000000'],
    ])
  })
})

describe('two clients', () => {
  let other: TestGateway

  beforeAll(async () => {
    other = await startTestGateway(chain, { safeApps: [OTHER_APP] })
  })

  afterAll(async () => {
    await other?.close()
  })

  it('keep their own gateway, also when one is pointed elsewhere', async () => {
    const first = createGatewayClient({ baseUrl: stack.gateway.url })
    const second = createGatewayClient({ baseUrl: `${other.url}/` })
    const appIds = (c: GatewayClient) => c.getSafeApps(chainId).then((apps) => apps.map((app) => app.id))
    expect(await Promise.all([appIds(first), appIds(second)])).toEqual([[APP.id], [OTHER_APP.id]])
    second.setBaseUrl(stack.gateway.url)
    expect(await Promise.all([appIds(first), appIds(second)])).toEqual([[APP.id], [APP.id]])
    first.setBaseUrl(other.url)
    expect(await Promise.all([appIds(first), appIds(second)])).toEqual([[OTHER_APP.id], [APP.id]])
  })
})
