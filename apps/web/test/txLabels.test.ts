import type { TransactionInfo } from '@concord/gateway-client'
import { describe, expect, test } from 'vitest'
import { describeTx } from '../src/ui/tx/describeTx'
import { sendTitle } from '../src/ui/tx/sendTitle'

const custom = (patch: Partial<Extract<TransactionInfo, { type: 'Custom' }>>): TransactionInfo => ({
  type: 'Custom',
  humanDescription: null,
  to: { value: '0x1111111111111111111111111111111111111111', name: null, logoUri: null },
  dataSize: '0',
  value: '0',
  methodName: null,
  isCancellation: false,
  ...patch,
})

describe('labels that say what happens', () => {
  test('a rejection is "Rejection"; a multi-recipient batch takes the gateway\'s "Send to N recipients"', () => {
    expect(describeTx(custom({ isCancellation: true }))).toBe('Rejection')
    expect(
      describeTx(custom({ methodName: 'multiSend', actionCount: 3, humanDescription: 'Send to 2 recipients' })),
    ).toBe('Send to 2 recipients')
    expect(describeTx(custom({ methodName: 'multiSend', actionCount: 2 }))).toBe('Batch of 2 actions')
    expect(describeTx(custom({ methodName: 'approve', dataSize: '68' }))).toBe('Contract call: approve')
  })
})

const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const FIVE = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
const SIX = '0x976EA74026E726554dB657fA54763abd0C3a0aa9'
const person = (value: string) => ({ value: value as `0x${string}`, name: null, logoUri: null })
const usdc = (value: string) => ({
  type: 'ERC20' as const,
  tokenAddress: USDC as `0x${string}`,
  value,
  tokenName: 'Demo USDC',
  tokenSymbol: 'dUSDC',
  logoUri: null,
  decimals: 6,
  trusted: true,
  imitation: false,
})

describe('the title of a batch of transfers (issue 35 point 2)', () => {
  const transfers = [
    { recipient: person(FIVE), transferInfo: usdc('1000000000') },
    { recipient: person(SIX), transferInfo: { type: 'NATIVE_COIN' as const, value: '750000000000000000' } },
    { recipient: person(SIX), transferInfo: usdc('250500000') },
  ]
  const batch = custom({ methodName: 'multiSend', actionCount: 3, humanDescription: 'Send to 2 recipients', transfers })

  test('says what it sends, summed per token, and to how many recipients: "Send" while pending, "Sent" once done', () => {
    expect(describeTx(batch, 'ETH', 'AWAITING_CONFIRMATIONS')).toBe('Send 1,250.5 dUSDC + 0.75 ETH to 2 recipients')
    expect(describeTx(batch, 'ETH', 'SUCCESS')).toBe('Sent 1,250.5 dUSDC + 0.75 ETH to 2 recipients')
  })

  test('a batch to one recipient is titled by its amounts alone (the row names the recipient); NFTs by their id', () => {
    const one = custom({ methodName: 'multiSend', actionCount: 2, transfers: transfers.slice(0, 1) })
    expect(describeTx(one, 'ETH', 'AWAITING_EXECUTION')).toBe('Send 1,000 dUSDC')
    const nft = { kind: 'nft' as const, symbol: 'CDNFT', tokenId: '7' }
    const dai = { kind: 'amount' as const, token: USDC.toLowerCase(), symbol: 'dUSDC', decimals: 6, value: 5n }
    expect(sendTitle([nft, dai, dai], [FIVE, FIVE.toLowerCase()])).toBe('Send CDNFT #7 + 0.00001 dUSDC')
  })
})
