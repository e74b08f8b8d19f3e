import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createGatewayClient, type GatewayClient } from '../src/index.js'
import { sendJson, startTestServer, type TestServer } from './testServer.js'

const SAFE = '0xA063Cb7CFd8E57c30c788A0572CBbf2129ae56B6'
const OWNER = '0x1111111111111111111111111111111111111111'
const HASH = '0x5a1c000000000000000000000000000000000000000000000000000000000001'
const UUID = '3b2f3c9e-9d1f-4a4b-8d57-2a43c9e0b1aa'
const ID = '7d1f8a3e-2b4c-4d5e-8f90-a1b2c3d4e5f6'

type Case = {
  name: keyof GatewayClient
  call: (client: GatewayClient) => Promise<unknown>
  method: 'GET' | 'POST' | 'DELETE'
  path: string
  query?: Record<string, string>
  body?: unknown
}

const proposal = {
  to: OWNER,
  value: '1000',
  data: '0x',
  nonce: '7',
  operation: 0 as const,
  safeTxGas: '0',
  baseGas: '0',
  gasPrice: '0',
  gasToken: '0x0000000000000000000000000000000000000000',
  refundReceiver: '0x0000000000000000000000000000000000000000',
  safeTxHash: HASH,
  sender: OWNER,
  signature: `0x${'ab'.repeat(65)}`,
  origin: '{"url":"https://app.example","name":"App"}',
}
const device = {
  uuid: UUID,
  cloudMessagingToken: 'token',
  buildNumber: '1',
  bundle: 'concord',
  deviceType: 'WEB' as const,
  version: '1.0.0',
  timestamp: '1718000000',
  safeRegistrations: [{ chainId: '1', safes: [SAFE], signatures: ['0x01'] }],
}

// Every call of the client: what it must send. Bodies and queries are compared field for field.
const cases: Case[] = [
  { name: 'getSafeInfo', call: (c) => c.getSafeInfo('1', SAFE), method: 'GET', path: `/v1/chains/1/safes/${SAFE}` },
  {
    name: 'getIncomingTransfers',
    call: (c) => c.getIncomingTransfers('1', SAFE, { trusted: true, token_address: OWNER, value: '5' }),
    method: 'GET',
    path: `/v1/chains/1/safes/${SAFE}/incoming-transfers/`,
    query: { trusted: 'true', token_address: OWNER, value: '5' },
  },
  {
    name: 'getModuleTransactions',
    call: (c) => c.getModuleTransactions('1', SAFE, { module: OWNER, transaction_hash: HASH }),
    method: 'GET',
    path: `/v1/chains/1/safes/${SAFE}/module-transactions/`,
    query: { module: OWNER, transaction_hash: HASH },
  },
  {
    name: 'getMultisigTransactions',
    call: (c) => c.getMultisigTransactions('1', SAFE, { executed: true, nonce: 3, execution_date__gte: '2024-01-01' }),
    method: 'GET',
    path: `/v1/chains/1/safes/${SAFE}/multisig-transactions/`,
    query: { executed: 'true', nonce: '3', execution_date__gte: '2024-01-01' },
  },
  {
    name: 'getBalances',
    call: (c) => c.getBalances('1', SAFE),
    method: 'GET',
    path: `/v1/chains/1/safes/${SAFE}/balances/usd`,
  },
  {
    name: 'getFiatCurrencies',
    call: (c) => c.getFiatCurrencies(),
    method: 'GET',
    path: '/v1/balances/supported-fiat-codes',
  },
  {
    name: 'getOwnedSafes',
    call: (c) => c.getOwnedSafes('1', OWNER),
    method: 'GET',
    path: `/v1/chains/1/owners/${OWNER}/safes`,
  },
  {
    name: 'getCollectibles',
    call: (c) => c.getCollectibles('1', SAFE, { exclude_spam: false }),
    method: 'GET',
    path: `/v1/chains/1/safes/${SAFE}/collectibles`,
    query: { exclude_spam: 'false' },
  },
  {
    name: 'getCollectiblesPage',
    call: (c) => c.getCollectiblesPage('1', SAFE, { trusted: true }),
    method: 'GET',
    path: `/v2/chains/1/safes/${SAFE}/collectibles`,
    query: { trusted: 'true' },
  },
  {
    name: 'getCounterparty',
    call: (c) => c.getCounterparty('1', SAFE, OWNER),
    method: 'GET',
    path: `/v1/chains/1/safes/${SAFE}/counterparties`,
    query: { address: OWNER },
  },
  {
    name: 'getHistoryTokens',
    call: (c) => c.getHistoryTokens('1', SAFE, { trusted: false }),
    method: 'GET',
    path: `/v1/chains/1/safes/${SAFE}/transactions/tokens`,
    query: { trusted: 'false' },
  },
  {
    name: 'getTokenPrices',
    call: (c) =>
      c.getTokenPrices('1', {
        fiatCode: 'usd',
        tokens: ['0x0000000000000000000000000000000000000000', OWNER],
        from: new Date(Date.UTC(2026, 0, 1)),
        to: new Date(Date.UTC(2026, 0, 31)),
      }),
    method: 'GET',
    path: '/v1/chains/1/prices',
    query: {
      fiatCode: 'usd',
      tokens: `0x0000000000000000000000000000000000000000,${OWNER}`,
      from: '2026-01-01T00:00:00.000Z',
      to: '2026-01-31T00:00:00.000Z',
    },
  },
  {
    name: 'getSafeIndexing',
    call: (c) => c.getSafeIndexing('1', SAFE),
    method: 'GET',
    path: `/v1/chains/1/safes/${SAFE}/indexing`,
  },
  {
    name: 'getTransactionHistory',
    call: (c) => c.getTransactionHistory('1', SAFE, { timezone: 'Europe/Berlin', imitation: false }),
    method: 'GET',
    path: `/v1/chains/1/safes/${SAFE}/transactions/history`,
    query: { timezone: 'Europe/Berlin', imitation: 'false' },
  },
  {
    name: 'getTransactionQueue',
    call: (c) => c.getTransactionQueue('1', SAFE, { trusted: false }),
    method: 'GET',
    path: `/v1/chains/1/safes/${SAFE}/transactions/queued`,
    query: { trusted: 'false' },
  },
  {
    name: 'getTransactionDetails',
    call: (c) => c.getTransactionDetails('1', `multisig_${SAFE}_${HASH}`),
    method: 'GET',
    path: `/v1/chains/1/transactions/multisig_${SAFE}_${HASH}`,
  },
  {
    name: 'postSafeGasEstimation',
    call: (c) => c.postSafeGasEstimation('1', SAFE, { to: OWNER, value: '1', data: '0x', operation: 0 }),
    method: 'POST',
    path: `/v2/chains/1/safes/${SAFE}/multisig-transactions/estimations`,
    body: { to: OWNER, value: '1', data: '0x', operation: 0 },
  },
  { name: 'getNonces', call: (c) => c.getNonces('1', SAFE), method: 'GET', path: `/v1/chains/1/safes/${SAFE}/nonces` },
  {
    name: 'proposeTransaction',
    call: (c) => c.proposeTransaction('1', SAFE, proposal),
    method: 'POST',
    path: `/v1/chains/1/transactions/${SAFE}/propose`,
    body: proposal,
  },
  {
    name: 'confirmTransaction',
    call: (c) => c.confirmTransaction('1', HASH, { signature: '0xsig' }),
    method: 'POST',
    path: `/v1/chains/1/transactions/${HASH}/confirmations`,
    body: { signature: '0xsig' },
  },
  {
    name: 'deleteTransaction',
    call: (c) => c.deleteTransaction('1', HASH, '0xsig'),
    method: 'DELETE',
    path: `/v1/chains/1/transactions/${HASH}`,
    body: { signature: '0xsig' },
  },
  {
    name: 'getChainsConfig',
    call: (c) => c.getChainsConfig({ limit: 5, offset: 10 }),
    method: 'GET',
    path: '/v1/chains',
    query: { limit: '5', offset: '10' },
  },
  { name: 'getChainConfig', call: (c) => c.getChainConfig('31337'), method: 'GET', path: '/v1/chains/31337' },
  {
    name: 'getSafeApps',
    call: (c) => c.getSafeApps('1', { clientUrl: 'https://wallet.example', url: 'https://app.example' }),
    method: 'GET',
    path: '/v1/chains/1/safe-apps',
    query: { clientUrl: 'https://wallet.example', url: 'https://app.example' },
  },
  {
    name: 'getMasterCopies',
    call: (c) => c.getMasterCopies('1'),
    method: 'GET',
    path: '/v1/chains/1/about/master-copies',
  },
  {
    name: 'getDecodedData',
    call: (c) => c.getDecodedData('1', 0, '0xa9059cbb', OWNER),
    method: 'POST',
    path: '/v1/chains/1/data-decoder',
    body: { operation: 0, data: '0xa9059cbb', to: OWNER },
  },
  {
    name: 'getContract',
    call: (c) => c.getContract('1', OWNER),
    method: 'GET',
    path: `/v1/chains/1/contracts/${OWNER}`,
  },
  {
    name: 'getContracts',
    call: (c) => c.getContracts('1', { cursor: 'limit=5&offset=5' }),
    method: 'GET',
    path: '/v1/chains/1/contracts',
    query: { cursor: 'limit=5&offset=5' },
  },
  {
    name: 'getSafeMessages',
    call: (c) => c.getSafeMessages('1', SAFE),
    method: 'GET',
    path: `/v1/chains/1/safes/${SAFE}/messages`,
  },
  {
    name: 'proposeSafeMessage',
    call: (c) => c.proposeSafeMessage('1', SAFE, { message: 'Hello Safe', signature: '0xsig', safeAppId: null }),
    method: 'POST',
    path: `/v1/chains/1/safes/${SAFE}/messages`,
    body: { message: 'Hello Safe', signature: '0xsig', safeAppId: null },
  },
  {
    name: 'getSafeMessage',
    call: (c) => c.getSafeMessage('1', HASH),
    method: 'GET',
    path: `/v1/chains/1/messages/${HASH}`,
  },
  {
    name: 'confirmSafeMessage',
    call: (c) => c.confirmSafeMessage('1', HASH, { signature: '0xsig' }),
    method: 'POST',
    path: `/v1/chains/1/messages/${HASH}/signatures`,
    body: { signature: '0xsig' },
  },
  {
    name: 'getDelegates',
    call: (c) => c.getDelegates('1', { safe: SAFE }),
    method: 'GET',
    path: '/v2/chains/1/delegates',
    query: { safe: SAFE },
  },
  {
    name: 'addDelegate',
    call: (c) =>
      c.addDelegate('1', { safe: SAFE, delegate: OWNER, delegator: OWNER, signature: '0xsig', label: 'Bot' }),
    method: 'POST',
    path: '/v2/chains/1/delegates',
    body: { safe: SAFE, delegate: OWNER, delegator: OWNER, signature: '0xsig', label: 'Bot' },
  },
  {
    name: 'registerCounterfactualSafe',
    call: (c) =>
      c.registerCounterfactualSafe('1', SAFE, { factory: OWNER, singleton: OWNER, initializer: '0x', saltNonce: '7' }),
    method: 'POST',
    path: `/v1/chains/1/safes/${SAFE}/counterfactual`,
    body: { factory: OWNER, singleton: OWNER, initializer: '0x', saltNonce: '7' },
  },
  {
    name: 'getAllowances',
    call: (c) => c.getAllowances('1', SAFE),
    method: 'GET',
    path: `/v1/chains/1/safes/${SAFE}/allowances`,
  },
  {
    name: 'getSpendingLimits',
    call: (c) => c.getSpendingLimits('1', SAFE),
    method: 'GET',
    path: `/v1/chains/1/safes/${SAFE}/spending-limits`,
  },
  {
    name: 'getPendingExecutions',
    call: (c) => c.getPendingExecutions('1', SAFE),
    method: 'GET',
    path: `/v1/chains/1/safes/${SAFE}/pending-executions`,
  },
  {
    name: 'reportPendingExecution',
    call: (c) => c.reportPendingExecution('1', SAFE, { txHash: `0x${'ab'.repeat(32)}` }),
    method: 'POST',
    path: `/v1/chains/1/safes/${SAFE}/pending-executions`,
    body: { txHash: `0x${'ab'.repeat(32)}` },
  },
  {
    name: 'getCounterfactualSafeSetup',
    call: (c) => c.getCounterfactualSafeSetup('1', SAFE),
    method: 'GET',
    path: `/v1/chains/1/safes/${SAFE}/counterfactual`,
  },
  {
    name: 'deleteDelegate',
    call: (c) => c.deleteDelegate('1', OWNER, { delegator: OWNER, safe: SAFE, signature: '0xsig' }),
    method: 'DELETE',
    path: `/v2/chains/1/delegates/${OWNER}`,
    body: { delegator: OWNER, safe: SAFE, signature: '0xsig' },
  },
  {
    name: 'registerDevice',
    call: (c) => c.registerDevice(device),
    method: 'POST',
    path: '/v1/register/notifications',
    body: device,
  },
  {
    name: 'unregisterSafe',
    call: (c) => c.unregisterSafe('1', SAFE, UUID),
    method: 'DELETE',
    path: `/v1/chains/1/notifications/devices/${UUID}/safes/${SAFE}`,
  },
  {
    name: 'unregisterDevice',
    call: (c) => c.unregisterDevice('1', UUID),
    method: 'DELETE',
    path: `/v1/chains/1/notifications/devices/${UUID}`,
  },
  { name: 'getAuthNonce', call: (c) => c.getAuthNonce(), method: 'GET', path: '/v1/auth/nonce' },
  {
    name: 'verifyAuth',
    call: (c) => c.verifyAuth({ message: 'siwe message', signature: '0xsig' }),
    method: 'POST',
    path: '/v1/auth/verify',
    body: { message: 'siwe message', signature: '0xsig' },
  },
  { name: 'getAuthSession', call: (c) => c.getAuthSession(), method: 'GET', path: '/v1/auth/me' },
  { name: 'logout', call: (c) => c.logout(), method: 'POST', path: '/v1/auth/logout' },
  {
    name: 'getAddressBook',
    call: (c) => c.getAddressBook(OWNER, '1'),
    method: 'GET',
    path: `/v1/accounts/${OWNER}/chains/1/address-book`,
  },
  {
    name: 'mergeAddressBook',
    call: (c) =>
      c.mergeAddressBook(OWNER, '1', { entries: [{ address: OWNER, name: 'Me', updatedAt: 1, deleted: false }] }),
    method: 'POST',
    path: `/v1/accounts/${OWNER}/chains/1/address-book`,
    body: { entries: [{ address: OWNER, name: 'Me', updatedAt: 1, deleted: false }] },
  },
  {
    name: 'getAlertSubscriptions',
    call: (c) => c.getAlertSubscriptions('1', SAFE),
    method: 'GET',
    path: `/v1/chains/1/safes/${SAFE}/alerts`,
  },
  {
    name: 'createAlertSubscription',
    call: (c) =>
      c.createAlertSubscription('1', SAFE, {
        channel: 'webhook',
        url: 'https://hooks.example/x',
        events: ['NEW_CONFIRMATION'],
      }),
    method: 'POST',
    path: `/v1/chains/1/safes/${SAFE}/alerts`,
    body: { channel: 'webhook', url: 'https://hooks.example/x', events: ['NEW_CONFIRMATION'] },
  },
  {
    name: 'deleteAlertSubscription',
    call: (c) => c.deleteAlertSubscription('1', SAFE, ID),
    method: 'DELETE',
    path: `/v1/chains/1/safes/${SAFE}/alerts/7d1f8a3e-2b4c-4d5e-8f90-a1b2c3d4e5f6`,
  },
  {
    name: 'rotateAlertSecret',
    call: (c) => c.rotateAlertSecret('1', SAFE, ID),
    method: 'POST',
    path: `/v1/chains/1/safes/${SAFE}/alerts/7d1f8a3e-2b4c-4d5e-8f90-a1b2c3d4e5f6/rotate-secret`,
  },
  {
    name: 'sendTestAlert',
    call: (c) => c.sendTestAlert('1', SAFE, ID),
    method: 'POST',
    path: `/v1/chains/1/safes/${SAFE}/alerts/7d1f8a3e-2b4c-4d5e-8f90-a1b2c3d4e5f6/test`,
  },
  {
    name: 'getAlertDeliveries',
    call: (c) => c.getAlertDeliveries('1', SAFE, ID),
    method: 'GET',
    path: `/v1/chains/1/safes/${SAFE}/alerts/7d1f8a3e-2b4c-4d5e-8f90-a1b2c3d4e5f6/deliveries`,
  },
  {
    name: 'retryAlertDelivery',
    call: (c) => c.retryAlertDelivery('1', SAFE, ID, UUID),
    method: 'POST',
    path: `/v1/chains/1/safes/${SAFE}/alerts/7d1f8a3e-2b4c-4d5e-8f90-a1b2c3d4e5f6/deliveries/${UUID}/retry`,
  },
]

let server: TestServer
let client: GatewayClient

beforeAll(async () => {
  server = await startTestServer()
  client = createGatewayClient({ baseUrl: server.url })
})
afterAll(() => server.close())
beforeEach(() => {
  server.respond((req, res) => sendJson(res, 200, { echo: req.pathname }))
})

describe('every call sends the Safe gateway request', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const result = await c.call(client)
    const request = server.last()
    expect(request.method).toBe(c.method)
    expect(request.pathname).toBe(c.path)
    expect(request.query).toEqual(c.query ?? {})
    expect(request.body).toEqual(c.body)
    if (c.body !== undefined) expect(request.headers['content-type']).toBe('application/json')
    // The parsed JSON answer is handed back unchanged.
    expect(result).toEqual({ echo: c.path })
  })

  it('covers every request-making function of the client', () => {
    const tested = new Set(cases.map((c) => c.name))
    const untested = Object.keys(client).filter(
      (name) =>
        !tested.has(name as keyof GatewayClient) &&
        name !== 'setBaseUrl' &&
        name !== 'getNotificationEventsUrl' &&
        name !== 'getSafeEventsUrl',
    )
    expect(untested).toEqual([])
  })
})

describe('request details', () => {
  it('defaults the balances currency to usd and passes another one through', async () => {
    await client.getBalances('1', SAFE, undefined, { trusted: true, exclude_spam: true })
    expect(server.last().pathname).toBe(`/v1/chains/1/safes/${SAFE}/balances/usd`)
    expect(server.last().query).toEqual({ trusted: 'true', exclude_spam: 'true' })
    await client.getBalances('1', SAFE, 'EUR')
    expect(server.last().pathname).toBe(`/v1/chains/1/safes/${SAFE}/balances/EUR`)
  })

  it('leaves out query parameters whose value is undefined or null', async () => {
    await client.getIncomingTransfers('1', SAFE, {
      trusted: undefined,
      to: OWNER,
      value: undefined,
      token_address: undefined,
    })
    expect(server.last().rawUrl).toBe(`/v1/chains/1/safes/${SAFE}/incoming-transfers/?to=${OWNER}`)
    await client.getChainsConfig({ limit: undefined })
    expect(server.last().rawUrl).toBe('/v1/chains')
  })

  it('URL-encodes path segments', async () => {
    await client.getTransactionDetails('1', 'a/b?c#d e%')
    expect(server.last().rawUrl).toBe('/v1/chains/1/transactions/a%2Fb%3Fc%23d%20e%25')
    await client.unregisterSafe('1/2', '../x', 'u u')
    expect(server.last().rawUrl).toBe('/v1/chains/1%2F2/notifications/devices/u%20u/safes/..%2Fx')
  })

  it('leaves out an undefined `to` of the data decoder body', async () => {
    await client.getDecodedData('1', 1, '0x00')
    expect(server.last().body).toEqual({ operation: 1, data: '0x00' })
  })

  it('honours the `next` URL of an earlier page instead of building one', async () => {
    const next = `${server.url}/v1/chains/1/safes/${SAFE}/transactions/history?cursor=limit%3D20%26offset%3D20&timezone=UTC`
    server.respond((_req, res) => sendJson(res, 200, { count: 40, next, previous: null, results: [] }))
    const first = await client.getTransactionHistory('1', SAFE, { timezone: 'UTC' })
    expect(first.next).toBe(next)
    // The query argument is ignored once a page URL is given: the URL already carries it.
    await client.getTransactionHistory('1', SAFE, { timezone: 'Europe/Paris' }, first.next ?? undefined)
    expect(server.last().rawUrl).toBe(next.slice(server.url.length))
    await client.getSafeMessages('1', SAFE, `${server.url}/v1/chains/1/safes/${SAFE}/messages?cursor=limit%3D1`)
    expect(server.last().query).toEqual({ cursor: 'limit=1' })
    for (const page of [
      () => client.getIncomingTransfers('1', SAFE, undefined, `${server.url}/p1?cursor=a`),
      () => client.getModuleTransactions('1', SAFE, undefined, `${server.url}/p2?cursor=b`),
      () => client.getMultisigTransactions('1', SAFE, undefined, `${server.url}/p3?cursor=c`),
      () => client.getCollectiblesPage('1', SAFE, undefined, `${server.url}/p4?cursor=d`),
      () => client.getTransactionQueue('1', SAFE, undefined, `${server.url}/p5?cursor=e`),
      () => client.getDelegates('1', { safe: SAFE }, `${server.url}/p6?cursor=f`),
      () => client.getChainsConfig(undefined, `${server.url}/p7?cursor=g`),
      () => client.getContracts('1', undefined, `${server.url}/p8?cursor=h`),
    ]) {
      await page()
    }
    expect(server.requests.slice(-8).map((r) => r.rawUrl)).toEqual([
      '/p1?cursor=a',
      '/p2?cursor=b',
      '/p3?cursor=c',
      '/p4?cursor=d',
      '/p5?cursor=e',
      '/p6?cursor=f',
      '/p7?cursor=g',
      '/p8?cursor=h',
    ])
  })

  it('builds the notifications event-stream URL with encoded segments', () => {
    const scoped = createGatewayClient({ baseUrl: 'https://gw.example/api/' })
    expect(scoped.getNotificationEventsUrl('1', UUID)).toBe(
      `https://gw.example/api/v1/chains/1/notifications/devices/${UUID}/events`,
    )
    expect(scoped.getNotificationEventsUrl('1', 'a/b')).toBe(
      'https://gw.example/api/v1/chains/1/notifications/devices/a%2Fb/events',
    )
  })

  it('builds the Safe event-stream URL', () => {
    const scoped = createGatewayClient({ baseUrl: 'https://gw.example/api/' })
    expect(scoped.getSafeEventsUrl('1', SAFE)).toBe(`https://gw.example/api/v1/chains/1/safes/${SAFE}/events`)
  })
})
