import type { Address, TransactionSummary } from '@concord/gateway-schema'
import { describe, expect, it } from 'vitest'
import { flagImitations } from '../src/modules/transactions/summaries/flag-imitations.js'

const SAFE = '0x5afE5afE5afE5afE5afE5afE5afE5afE5afE5afE'
const REAL = '0x1234567890abcdef1234567890abcdef12345678'
const LOOKALIKE = '0x123ffffffffffffffffffffffffffffff2345678'
const OTHER = '0x9999999999999999999999999999999999999999'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

function erc20(
  direction: 'INCOMING' | 'OUTGOING',
  counterparty: Address,
  units: number,
  token: Address = TOKEN,
): TransactionSummary {
  const party = (value: Address) => ({ value, name: null, logoUri: null })
  return {
    id: `transfer_${counterparty}_${units}`,
    txHash: null,
    timestamp: 0,
    txStatus: 'SUCCESS',
    txInfo: {
      type: 'Transfer',
      humanDescription: null,
      sender: party(direction === 'INCOMING' ? counterparty : SAFE),
      recipient: party(direction === 'INCOMING' ? SAFE : counterparty),
      direction,
      transferInfo: {
        type: 'ERC20',
        tokenAddress: token,
        value: (BigInt(units) * 10n ** 6n).toString(),
        tokenName: 'USD',
        tokenSymbol: 'USD',
        logoUri: null,
        decimals: 6,
        trusted: true,
        imitation: false,
      },
    },
    executionInfo: null,
    safeAppInfo: null,
    note: null,
  }
}

const flags = (list: TransactionSummary[]) =>
  flagImitations(list).map((s) =>
    s.txInfo.type === 'Transfer' && s.txInfo.transferInfo.type === 'ERC20' ? s.txInfo.transferInfo.imitation : null,
  )

describe('address-poisoning detection (newest first)', () => {
  it('flags a same-value transfer from a look-alike of an earlier counterparty', () => {
    expect(flags([erc20('INCOMING', LOOKALIKE, 500), erc20('OUTGOING', REAL, 500)])).toEqual([true, false])
  })

  it('flags a tiny incoming echo from a look-alike after a large outgoing payment', () => {
    expect(flags([erc20('INCOMING', LOOKALIKE, 1), erc20('OUTGOING', REAL, 2500)])).toEqual([true, false])
  })

  it('leaves different tokens, unrelated addresses, different values and the same address alone', () => {
    expect(flags([erc20('INCOMING', LOOKALIKE, 500, OTHER), erc20('OUTGOING', REAL, 500)])).toEqual([false, false])
    expect(flags([erc20('INCOMING', OTHER, 500), erc20('OUTGOING', REAL, 500)])).toEqual([false, false])
    expect(flags([erc20('INCOMING', LOOKALIKE, 400), erc20('OUTGOING', REAL, 500)])).toEqual([false, false])
    expect(flags([erc20('INCOMING', REAL, 500), erc20('OUTGOING', REAL, 500)])).toEqual([false, false])
  })

  it('only looks three ERC-20 transfers back', () => {
    const older = [erc20('OUTGOING', OTHER, 1), erc20('OUTGOING', OTHER, 2), erc20('OUTGOING', OTHER, 3)]
    expect(flags([erc20('INCOMING', LOOKALIKE, 500), ...older, erc20('OUTGOING', REAL, 500)])[0]).toBe(false)
  })
})
