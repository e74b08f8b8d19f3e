import type { GatewayClient, TransactionSummary } from '@concord/gateway-client'
import { describe, expect, test } from 'vitest'
import { fetchPastPrices } from '../src/features/transactions/history/fetchPastPrices'
import { csvRows } from '../src/features/transactions/history/historyCsv'
import { exportPeriods, priceAtTime, pricedTokens } from '../src/features/transactions/history/pastPrices'

// Issue 35 point 3: the export's fiat is at the price of the transfer's day where the gateway knows it.
const DAY = 86_400_000
const NATIVE = '0x0000000000000000000000000000000000000000'
const USDC = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const SAFE = '0xA063Cb0e5D3e5F5a5e3ec7F0e8c1C2C8f2D456B6'
const day = (n: number) => Date.UTC(2026, 9, n)

const daily = new Map([
  [
    NATIVE,
    [
      { timestamp: day(1), price: '1800' },
      { timestamp: day(2), price: '1850.5' },
      { timestamp: day(3), price: '1900' },
      { timestamp: day(10), price: '2100' },
    ],
  ],
])

describe('the price of a transfer’s time', () => {
  test('is the nearest day at or before the transfer', () => {
    expect(priceAtTime(daily, NATIVE, day(2) + 15 * 3_600_000)).toBe(1850.5)
    // The first moment of a day is that day's price, the last one before it the day before's.
    expect(priceAtTime(daily, NATIVE, day(3))).toBe(1900)
    expect(priceAtTime(daily, NATIVE, day(3) - 1)).toBe(1850.5)
    // Upper-case addresses read the same token.
    expect(priceAtTime(daily, NATIVE.toUpperCase().replace('0X', '0x'), day(1) + 1)).toBe(1800)
  })

  test('is unknown before the first day, past a two-day gap, and for a token without prices of the past', () => {
    expect(priceAtTime(daily, NATIVE, day(1) - 1)).toBeNull()
    expect(priceAtTime(daily, NATIVE, day(4) + 12 * 3_600_000)).toBe(1900)
    // Day 7: the last price is four days old; an old price is not the transfer's.
    expect(priceAtTime(daily, NATIVE, day(7))).toBeNull()
    expect(priceAtTime(daily, USDC, day(2))).toBeNull()
  })

  test('a CSV row says "at the time" with that price, and "today\'s price" where none is known', () => {
    const send = (timestamp: number) =>
      ({
        id: `multisig_${SAFE}_0x${'cd'.repeat(32)}`,
        txHash: `0x${'ab'.repeat(32)}`,
        timestamp,
        txStatus: 'SUCCESS',
        txInfo: {
          type: 'Transfer',
          sender: { value: SAFE, name: null, logoUri: null },
          recipient: { value: NATIVE.replace(/0$/, '1'), name: null, logoUri: null },
          direction: 'OUTGOING',
          transferInfo: { type: 'NATIVE_COIN', value: '500000000000000000' },
        },
        executionInfo: null,
        safeAppInfo: null,
        note: null,
      }) as unknown as TransactionSummary
    const context = {
      safe: SAFE,
      native: { symbol: 'ETH', decimals: 18 },
      currency: 'usd',
      priceOf: () => 2000,
      priceAt: (token: string, timestamp: number) => priceAtTime(daily, token, timestamp),
    }
    const [then] = csvRows(send(day(2) + 3_600_000), context)
    expect([then?.[6], then?.[10]]).toEqual(['925.25', 'at the time'])
    const [unknown] = csvRows(send(day(8)), context)
    expect([unknown?.[6], unknown?.[10]]).toEqual(['1000.00', "today's price"])
  })
})

describe('what the export asks the gateway', () => {
  test('periods of at most 365 days cover the exported transfers', () => {
    expect(exportPeriods([])).toEqual([])
    const within = exportPeriods([day(20), day(1), day(9)])
    expect(within).toEqual([{ from: new Date(day(1)), to: new Date(day(20)) }])
    const long = exportPeriods([Date.UTC(2024, 0, 1), Date.UTC(2026, 0, 1)])
    expect(long).toHaveLength(3)
    for (const period of long) expect(period.to.getTime() - period.from.getTime()).toBeLessThanOrEqual(365 * DAY)
    expect(long[0]?.from).toEqual(new Date(Date.UTC(2024, 0, 1)))
    expect(long[2]?.to).toEqual(new Date(Date.UTC(2026, 0, 1)))
  })

  test('one request per token, only when the gateway’s price source has prices of the past', async () => {
    const asked: unknown[] = []
    const client = (history: boolean) =>
      ({
        getTokenPrices: async (_chainId: string, query: { fiatCode: string; tokens?: readonly string[] }) => {
          asked.push(query)
          const tokens = (query.tokens ?? []).map((address) => ({
            address,
            current: null,
            daily: [{ timestamp: day(2), price: address === NATIVE ? '1850' : '0.99' }],
          }))
          return { fiatCode: 'USD', history, from: null, to: null, tokens }
        },
      }) as unknown as Pick<GatewayClient, 'getTokenPrices'>
    const exported = { tokens: [NATIVE, USDC], timestamps: [day(2) + 1, day(3)] }

    const none = await fetchPastPrices(client(false), '1', 'usd', exported)
    expect(none.size).toBe(0)
    // Fixed prices: one question whether there is a past, none per token.
    expect(asked).toEqual([{ fiatCode: 'usd' }])

    asked.length = 0
    const known = await fetchPastPrices(client(true), '1', 'usd', exported)
    expect(asked.slice(1).map((query) => (query as { tokens: string[] }).tokens)).toEqual([[NATIVE], [USDC]])
    expect(priceAtTime(known, USDC, day(2) + 5)).toBe(0.99)
  })

  test('the tokens to price are the fungible ones the rows move, the native coin by the zero address', () => {
    const tx = {
      id: 'multisig_x_y',
      timestamp: day(1),
      txStatus: 'SUCCESS',
      txInfo: {
        type: 'Custom',
        to: { value: USDC, name: null, logoUri: null },
        value: '0',
        dataSize: '0',
        methodName: 'multiSend',
        isCancellation: false,
        transfers: [
          { recipient: { value: USDC }, transferInfo: { type: 'NATIVE_COIN', value: '1' } },
          {
            recipient: { value: USDC },
            transferInfo: {
              type: 'ERC20',
              tokenAddress: USDC.toUpperCase().replace('0X', '0x'),
              value: '1',
              decimals: 6,
            },
          },
          { recipient: { value: USDC }, transferInfo: { type: 'ERC721', tokenAddress: SAFE, tokenId: '2' } },
        ],
      },
      executionInfo: null,
    } as unknown as TransactionSummary
    expect(pricedTokens([tx], SAFE, { symbol: 'ETH', decimals: 18 })).toEqual([NATIVE, USDC])
  })
})
