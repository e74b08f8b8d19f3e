import type { TransactionListItem, TransactionSummary } from '@concord/gateway-client'
import { looksAlike } from '@concord/protocol'
import { describe, expect, test } from 'vitest'
import { findImitations, isDust } from '../src/features/transactions/history/findImitations'
import { gatewayHistoryQuery, localDayBound } from '../src/features/transactions/history/gatewayHistoryQuery'
import { csvHeader, historyCsv } from '../src/features/transactions/history/historyCsv'
import {
  isFiltered,
  readHistoryFilters,
  writeHistoryFilters,
} from '../src/features/transactions/history/historyFilters'
import { historyRowFacts } from '../src/features/transactions/history/historyRowFacts'
import { withoutHidden } from '../src/features/transactions/history/withoutHidden'
import { csvCell } from '../src/ui/csvCell'

const SAFE = '0xA063Cb0e5D3e5F5a5e3ec7F0e8c1C2C8f2D456B6'
const REAL = '0x1234567890AbcdEF1234567890aBcdef12345678'
const LOOKALIKE = '0x123Ffffffffffffffffffffffffffffff2345678'
const OTHER = '0x9999999999999999999999999999999999999999'
const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const TX_HASH = `0x${'ab'.repeat(32)}` as const
const SAFE_TX_HASH = `0x${'cd'.repeat(32)}` as const
const party = (value: string) => ({ value: value as `0x${string}`, name: null, logoUri: null })
const native = { symbol: 'ETH', decimals: 18 }

function usdcTransfer(id: string, direction: 'INCOMING' | 'OUTGOING', counterparty: string, value: string) {
  return {
    id,
    txHash: TX_HASH,
    timestamp: Date.UTC(2026, 10, 2, 9, 30),
    txStatus: 'SUCCESS',
    txInfo: {
      type: 'Transfer',
      humanDescription: null,
      sender: party(direction === 'INCOMING' ? counterparty : SAFE),
      recipient: party(direction === 'INCOMING' ? SAFE : counterparty),
      direction,
      transferInfo: {
        type: 'ERC20',
        tokenAddress: USDC,
        value,
        tokenName: 'USD Coin',
        tokenSymbol: 'dUSDC',
        logoUri: null,
        decimals: 6,
        trusted: true,
        imitation: false,
      },
    },
    executionInfo: null,
    safeAppInfo: null,
    note: null,
  } as TransactionSummary
}

const ethSend = {
  id: `multisig_${SAFE}_${SAFE_TX_HASH}`,
  txHash: TX_HASH,
  timestamp: Date.UTC(2026, 10, 1, 12),
  txStatus: 'SUCCESS',
  txInfo: {
    type: 'Transfer',
    humanDescription: null,
    sender: party(SAFE),
    recipient: party(REAL),
    direction: 'OUTGOING',
    transferInfo: { type: 'NATIVE_COIN', value: '1500000000000000000' },
  },
  executionInfo: {
    type: 'MULTISIG',
    nonce: 7,
    confirmationsRequired: 2,
    confirmationsSubmitted: 2,
    missingSigners: null,
  },
  safeAppInfo: null,
  note: null,
} as TransactionSummary

const thresholdChange = {
  ...ethSend,
  id: `multisig_${SAFE}_0x${'ee'.repeat(32)}`,
  txInfo: {
    type: 'SettingsChange',
    humanDescription: null,
    dataDecoded: { method: 'changeThreshold', parameters: [], accuracy: 'FULL_MATCH' },
    settingsInfo: { type: 'CHANGE_THRESHOLD', threshold: 2 },
  },
} as TransactionSummary

describe('history filters in the URL', () => {
  test('round-trip through the query string, dropping unknown kinds and empty values', () => {
    const filters = {
      kind: 'incoming',
      from: '2026-11-01',
      token: USDC,
      amount: '1.5',
      nonce: '3',
      suspicious: true,
    } as const
    const search = writeHistoryFilters(filters)
    expect(search.toString()).toBe(`kind=incoming&from=2026-11-01&token=${USDC}&amount=1.5&nonce=3&suspicious=1`)
    expect(readHistoryFilters(search)).toEqual(filters)
    expect(readHistoryFilters(new URLSearchParams('kind=sideways&to=&amount=%20'))).toEqual({})
    expect(isFiltered({ suspicious: true })).toBe(false)
    expect(isFiltered({ nonce: '0' })).toBe(true)
  })

  test('become the gateway query: local day bounds, amounts in base units, checked', () => {
    const decimalsOf = (token: string) => (token.toLowerCase() === USDC.toLowerCase() ? 6 : undefined)
    const check = gatewayHistoryQuery(
      { kind: 'outgoing', from: '2026-11-01', to: '2026-11-02', token: USDC.toLowerCase(), amount: '1.5', nonce: '7' },
      decimalsOf,
    )
    expect(check).toEqual({
      ok: true,
      query: {
        kind: 'outgoing',
        execution_date__gte: new Date(2026, 10, 1).toISOString(),
        execution_date__lte: new Date(2026, 10, 2, 23, 59, 59, 999).toISOString(),
        token_address: USDC,
        value: '1500000',
        nonce: 7,
      },
    })
    expect(localDayBound('2026-13-45x', false)).toBeNull()
    expect(gatewayHistoryQuery({ amount: '1' }, decimalsOf)).toEqual({
      ok: false,
      error: 'Choose a token to filter by amount.',
    })
    expect(gatewayHistoryQuery({ token: USDC, amount: '1.1234567' }, decimalsOf)).toMatchObject({ ok: false })
    expect(gatewayHistoryQuery({ nonce: '-1' }, decimalsOf)).toMatchObject({ ok: false })
    expect(gatewayHistoryQuery({ from: 'yesterday' }, decimalsOf)).toMatchObject({ ok: false })
  })
})

describe('history rows', () => {
  test('say kind, direction and counterparty', () => {
    expect(historyRowFacts(usdcTransfer('a', 'INCOMING', OTHER, '5'), SAFE, native)).toMatchObject({
      kind: 'incoming',
      direction: 'Received',
      counterparty: OTHER,
      amount: '5',
    })
    expect(historyRowFacts(ethSend, SAFE, native)).toMatchObject({
      kind: 'outgoing',
      direction: 'Sent',
      counterparty: REAL,
      token: { symbol: 'ETH', decimals: 18 },
    })
    expect(historyRowFacts(thresholdChange, SAFE, native)).toMatchObject({ kind: 'settings', counterparty: SAFE })
    const viaModule = { ...ethSend, executionInfo: { type: 'MODULE', address: party(OTHER) } } as TransactionSummary
    expect(historyRowFacts(viaModule, SAFE, native)).toMatchObject({ kind: 'module', counterparty: REAL })
  })
})

describe('CSV export', () => {
  const context = {
    safe: SAFE,
    native,
    currency: 'usd',
    priceOf: (token: string) => (token === '0x0000000000000000000000000000000000000000' ? 2000 : null),
  }

  test('has the columns date, nonce, kind, counterparty, token, amount, fiat, txHash, safeTxHash, status, fiat_price, note', () => {
    expect(csvHeader('usd')).toEqual([
      'date',
      'nonce',
      'kind',
      'counterparty',
      'token',
      'amount',
      'fiat_USD',
      'txHash',
      'safeTxHash',
      'status',
      'fiat_price',
      'note',
    ])
    const lines = historyCsv([ethSend, usdcTransfer('t', 'INCOMING', OTHER, '2500000'), thresholdChange], context)
      .trimEnd()
      .split('\r\n')
    expect(lines).toEqual([
      'date,nonce,kind,counterparty,token,amount,fiat_USD,txHash,safeTxHash,status,fiat_price,note',
      `2026-11-01T12:00:00.000Z,7,outgoing,${REAL},ETH,1.5,3000.00,${TX_HASH},${SAFE_TX_HASH},Success,today's price,`,
      // No price: the fiat cell is empty, never 0.
      `2026-11-02T09:30:00.000Z,,incoming,${OTHER},dUSDC,2.5,,${TX_HASH},,Success,,`,
      `2026-11-01T12:00:00.000Z,7,settings,${SAFE},,,,${TX_HASH},0x${'ee'.repeat(32)},Success,,`,
    ])
  })

  test('quotes separators and defuses formulas', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    // A plain negative number stays a number; x;=cmd is quoted and defused behind its ; (Excel in a ; locale).
    expect(csvCell('-1')).toBe('-1')
    expect(csvCell('x;=cmd')).toBe(`"x;'=cmd"`)
  })
})

describe('address poisoning', () => {
  const context = { safe: SAFE, known: [REAL], priceOf: () => null }

  test('look-alikes share the first 3 and last 4 hex characters, and are not the address', () => {
    expect(looksAlike(REAL, LOOKALIKE)).toBe(true)
    expect(looksAlike(REAL, REAL.toLowerCase())).toBe(false)
    expect(looksAlike(REAL, OTHER)).toBe(false)
  })

  test('dust: zero, under one token without a price, under 1 in fiat with one', () => {
    expect(isDust('0', 18, 2000)).toBe(true)
    expect(isDust('100000', 6, null)).toBe(true)
    expect(isDust('1000000', 6, null)).toBe(false)
    expect(isDust('100000000000000', 18, 2000)).toBe(true)
    expect(isDust('1000000000000000', 18, 2000)).toBe(false)
  })

  test('flags incoming dust from a look-alike of a known address, nothing else', () => {
    const txs = [
      usdcTransfer('poison', 'INCOMING', LOOKALIKE, '1'),
      usdcTransfer('big-from-lookalike', 'INCOMING', LOOKALIKE, '5000000000'),
      usdcTransfer('dust-from-stranger', 'INCOMING', OTHER, '1'),
      usdcTransfer('dust-from-real', 'INCOMING', REAL, '1'),
      usdcTransfer('sent-to-lookalike', 'OUTGOING', LOOKALIKE, '1'),
    ]
    expect([...findImitations(txs, context)]).toEqual(['poison'])
    expect([...findImitations(txs, { ...context, known: [] })]).toEqual([])
  })

  test('also flags what the gateway marked as an imitation', () => {
    const flagged = usdcTransfer('flagged', 'INCOMING', OTHER, '5000000000')
    if (flagged.txInfo.type === 'Transfer' && flagged.txInfo.transferInfo.type === 'ERC20')
      flagged.txInfo.transferInfo.imitation = true
    expect([...findImitations([flagged], context)]).toEqual(['flagged'])
  })

  test('hidden rows take their empty day labels with them', () => {
    const items: TransactionListItem[] = [
      { type: 'DATE_LABEL', timestamp: 2 },
      { type: 'TRANSACTION', conflictType: 'None', transaction: usdcTransfer('poison', 'INCOMING', LOOKALIKE, '1') },
      { type: 'DATE_LABEL', timestamp: 1 },
      { type: 'TRANSACTION', conflictType: 'None', transaction: ethSend },
    ]
    expect(withoutHidden(items, new Set(['poison'])).map((i) => i.type)).toEqual(['DATE_LABEL', 'TRANSACTION'])
  })
})
