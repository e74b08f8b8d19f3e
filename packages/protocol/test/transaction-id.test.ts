import { getAddress, keccak256 } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  InvalidTransactionIdError,
  makeCreationTxId,
  makeModuleTxId,
  makeMultisigTxId,
  makeTransferTxId,
  parseTransactionId,
} from '../src/index.js'

const safe = getAddress('0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0')
const safeTxHash = keccak256('0x01')
const moduleId = `i${keccak256('0x02').slice(2)}0,1`
const transferId = `e${keccak256('0x03').slice(2)}4`

describe('transaction ids', () => {
  it('use the Safe Client Gateway formats with a checksummed Safe', () => {
    const lower = safe.toLowerCase() as typeof safe
    expect(makeMultisigTxId(lower, safeTxHash)).toBe(`multisig_${safe}_${safeTxHash}`)
    expect(makeModuleTxId(lower, moduleId)).toBe(`module_${safe}_${moduleId}`)
    expect(makeTransferTxId(lower, transferId)).toBe(`transfer_${safe}_${transferId}`)
    expect(makeCreationTxId(lower)).toBe(`creation_${safe}`)
  })

  it('parse back to what made them', () => {
    expect(parseTransactionId(makeMultisigTxId(safe, safeTxHash))).toEqual({ type: 'multisig', safe, safeTxHash })
    expect(parseTransactionId(makeModuleTxId(safe, moduleId))).toEqual({
      type: 'module',
      safe,
      moduleTransactionId: moduleId,
    })
    expect(parseTransactionId(makeTransferTxId(safe, transferId))).toEqual({ type: 'transfer', safe, transferId })
    expect(parseTransactionId(makeCreationTxId(safe))).toEqual({ type: 'creation', safe })
    expect(parseTransactionId(safeTxHash.toUpperCase().replace('0X', '0x'))).toEqual({ type: 'safeTxHash', safeTxHash })
    // A lowercase Safe in an id (hand-typed URL) still resolves to the checksummed address.
    expect(parseTransactionId(`creation_${safe.toLowerCase()}`)).toEqual({ type: 'creation', safe })
  })

  it('reject anything else with InvalidTransactionIdError', () => {
    const bad = [
      '',
      'hello',
      '0x1234',
      `${safeTxHash}00`,
      `multisig_${safe}`,
      `multisig_${safe}_0x1234`,
      `multisig_0x1234_${safeTxHash}`,
      `module_${safe}_`,
      `transfer_notasafe_${transferId}`,
      `creation_${safe}_extra`,
      `ethereum_${safe}_${safeTxHash}_${safeTxHash}`,
    ]
    for (const id of bad) expect(() => parseTransactionId(id), id).toThrow(InvalidTransactionIdError)
    expect(() => makeMultisigTxId(safe, '0x12')).toThrow()
    expect(() => makeModuleTxId(safe, '')).toThrow(InvalidTransactionIdError)
  })
})
