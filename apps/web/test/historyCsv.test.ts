import type { TransactionSummary } from '@concord/gateway-client'
import { describe, expect, test } from 'vitest'
import { csvRows } from '../src/features/transactions/history/historyCsv'

// Issue 35 point 3: the bookkeeping export has one row per transfer, the note, and says which price its fiat is at.
const SAFE = '0xA063Cb0e5D3e5F5a5e3ec7F0e8c1C2C8f2D456B6'
const FIVE = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
const SIX = '0x976EA74026E726554dB657fA54763abd0C3a0aa9'
const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const NFT = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const MULTISEND = '0x9641d764fc13c8B624c04430C7356C1C7C8102e2'
const SAFE_TX_HASH = `0x${'cd'.repeat(32)}`
const party = (value: string) => ({ value: value as `0x${string}`, name: null, logoUri: null })
const token = (address: string, symbol: string) => ({
  tokenAddress: address as `0x${string}`,
  tokenName: symbol,
  tokenSymbol: symbol,
  logoUri: null,
  trusted: true,
})

const payroll = {
  id: `multisig_${SAFE}_${SAFE_TX_HASH}`,
  txHash: `0x${'ab'.repeat(32)}`,
  timestamp: Date.UTC(2026, 10, 1, 12),
  txStatus: 'SUCCESS',
  txInfo: {
    type: 'Custom',
    humanDescription: 'Send to 2 recipients',
    to: party(MULTISEND),
    dataSize: '420',
    value: '0',
    methodName: 'multiSend',
    actionCount: 3,
    isCancellation: false,
    transfers: [
      {
        recipient: party(FIVE),
        transferInfo: { type: 'ERC20', ...token(USDC, 'dUSDC'), value: '1250500000', decimals: 6, imitation: false },
      },
      { recipient: party(SIX), transferInfo: { type: 'NATIVE_COIN', value: '750000000000000000' } },
      { recipient: party(SIX), transferInfo: { type: 'ERC721', ...token(NFT, 'CDNFT'), tokenId: '2' } },
    ],
  },
  executionInfo: {
    type: 'MULTISIG',
    nonce: 4,
    confirmationsRequired: 2,
    confirmationsSubmitted: 2,
    missingSigners: null,
  },
  safeAppInfo: null,
  note: 'November payroll',
} as TransactionSummary

const context = {
  safe: SAFE,
  native: { symbol: 'ETH', decimals: 18 },
  currency: 'usd',
  // Today: 1 USD per dUSDC, 2,000 per ETH.
  priceOf: (address: string) =>
    ({ [USDC.toLowerCase()]: 1, '0x0000000000000000000000000000000000000000': 2000 })[address] ?? null,
}

/** The cells the bookkeeping reads: kind, counterparty, token, amount, fiat, fiat_price, note. */
const booked = (rows: string[][]) => rows.map((r) => [r[2], r[3], r[4], r[5], r[6], r[10], r[11]])

describe('the history CSV for bookkeeping', () => {
  test("a batch's transfers each have their own row with recipient, token, amount and the transaction's note", () => {
    const rows = csvRows(payroll, context)
    expect(booked(rows)).toEqual([
      ['outgoing', FIVE, 'dUSDC', '1250.5', '1250.50', "today's price", 'November payroll'],
      ['outgoing', SIX, 'ETH', '0.75', '1500.00', "today's price", 'November payroll'],
      ['outgoing', SIX, 'CDNFT #2', '1', '', '', 'November payroll'],
    ])
    // Every row carries the transaction's date, nonce and hashes, so the rows add up to one transaction.
    for (const row of rows)
      expect([row[0], row[1], row[8], row[9]]).toEqual(['2026-11-01T12:00:00.000Z', '4', SAFE_TX_HASH, 'Success'])
  })

  test('fiat at the time of the transfer where a price for that time is known, else today’s, and says which', () => {
    const priceAt = (address: string, timestamp: number) =>
      address === USDC.toLowerCase() && timestamp === payroll.timestamp ? 0.998 : null
    const rows = csvRows(payroll, { ...context, priceAt })
    expect(booked(rows).map((r) => [r[2], r[4], r[5]])).toEqual([
      ['dUSDC', '1248.00', 'at the time'],
      ['ETH', '1500.00', "today's price"],
      ['CDNFT #2', '', ''],
    ])
  })
})
