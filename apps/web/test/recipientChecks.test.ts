import { encodeFunctionData, erc20Abi, getAddress, parseAbi } from 'viem'
import { describe, expect, test } from 'vitest'
import { contractText, paymentHistoryText } from '../src/tx/warnings/describeCounterparty'
import { knownAddresses, lookAlikeOf } from '../src/tx/warnings/lookAlikes'
import { lookAlikeText } from '../src/tx/warnings/lookAlikeText'
import { recipientsOf } from '../src/tx/warnings/recipientsOf'
import { recipientBlockedBy } from '../src/tx/warnings/useRecipientCheck'

const SAFE = '0x5afE5afE5afE5afE5afE5afE5afE5afE5afE5afE'
// The address-book entry "Vendor: Acme" and its poisoner (issue 33).
const VENDOR = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
const POISONER = getAddress('0x996f1a2b3c4d5e6f708192a3b4c5d6e7f809a4dc')
const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const noName = () => undefined

const call = (to: string, data: `0x${string}` = '0x', batchIndex: number | null = null) => ({
  to,
  data,
  operation: 0 as const,
  batchIndex,
})

describe('recipientsOf', () => {
  test('a native send, an ERC-20 transfer (token and payee) and a module to enable are recipients; the Safe is not', () => {
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [POISONER, 5n] })
    const enable = encodeFunctionData({
      abi: parseAbi(['function enableModule(address module)']),
      args: [VENDOR],
    })
    expect(recipientsOf(SAFE, [call(VENDOR, '0x', 0), call(TOKEN, transfer, 1), call(SAFE, enable, 2)])).toEqual([
      { address: VENDOR, role: 'recipient', token: null, batchIndex: 0 },
      { address: TOKEN, role: 'contract', token: null, batchIndex: 1 },
      { address: POISONER, role: 'recipient', token: TOKEN, batchIndex: 1 },
      { address: VENDOR, role: 'module', token: null, batchIndex: 2 },
    ])
  })

  test('a new owner by swapOwner is the third argument; a DELEGATE call is left to the delegate-call check', () => {
    const swap = encodeFunctionData({
      abi: parseAbi(['function swapOwner(address prevOwner, address oldOwner, address newOwner)']),
      args: ['0x0000000000000000000000000000000000000001', OWNER, POISONER],
    })
    expect(recipientsOf(SAFE, [call(SAFE, swap)]).map((r) => [r.address, r.role])).toEqual([[POISONER, 'owner']])
    expect(recipientsOf(SAFE, [{ ...call(TOKEN), operation: 1 }])).toEqual([])
  })
})

describe('lookAlikeOf', () => {
  const known = knownAddresses({ [VENDOR]: 'Vendor: Acme' }, [OWNER], noName)

  test('a look-alike of an address-book entry names the entry, side by side', () => {
    const like = lookAlikeOf(POISONER, known, undefined, noName)
    expect(like).toEqual({ address: VENDOR, name: 'Vendor: Acme', source: 'address book' })
    if (!like) throw new Error('no look-alike found')
    const text = lookAlikeText({ address: POISONER, like, role: 'recipient', token: null, batchIndex: null })
    expect(text).toBe(`${POISONER.slice(0, 6)}…${POISONER.slice(-4)} looks like Vendor: Acme 0x9965…A4dc`)
  })

  test('when the usual short forms read the same, both are shown longer until they differ', () => {
    const copy = getAddress(`0x9965${'e'.repeat(32)}a4dc`)
    const like = { address: VENDOR, name: 'Vendor: Acme', source: 'address book' as const }
    expect(lookAlikeText({ address: copy, like, role: 'recipient', token: null, batchIndex: null })).toBe(
      `${copy.slice(0, 7)}…${copy.slice(-5)} looks like Vendor: Acme 0x99655…0A4dc`,
    )
  })

  test('the entry itself in any case, an unrelated address, or a prefix-only match is no look-alike', () => {
    expect(lookAlikeOf(VENDOR.toLowerCase(), known, undefined, noName)).toBeUndefined()
    expect(lookAlikeOf('0x1111111111111111111111111111111111111111', known, undefined, noName)).toBeUndefined()
    expect(lookAlikeOf('0x9965000000000000000000000000000000000000', known, undefined, noName)).toBeUndefined()
  })

  test("an owner's look-alike, and one of an address the gateway says this Safe paid", () => {
    const ownerCopy = `${OWNER.slice(0, 5)}${'0'.repeat(33)}${OWNER.slice(-4)}`
    expect(lookAlikeOf(ownerCopy, known, undefined, noName)?.source).toBe('owner')
    const payee = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
    const copy = `${payee.slice(0, 5)}${'e'.repeat(33)}${payee.slice(-4)}`
    const indexed = {
      address: copy as `0x${string}`,
      paidCount: 0,
      lastPaidAt: null,
      receivedCount: 1,
      contract: null,
      lookAlikes: [{ address: payee as `0x${string}`, source: 'PAID' as const }],
    }
    expect(lookAlikeOf(copy, [], indexed, () => 'Payroll')).toEqual({
      address: payee,
      name: 'Payroll',
      source: 'paid before',
    })
  })
})

describe('what the review says of a recipient', () => {
  test('new, paid once, paid several times with the last date', () => {
    expect(paymentHistoryText({ paidCount: 0, lastPaidAt: null })).toMatch(/^New recipient/)
    expect(paymentHistoryText({ paidCount: 3, lastPaidAt: Date.UTC(2026, 10, 12, 15) })).toBe(
      'Paid 3 times, last on 12 Nov 2026',
    )
    expect(paymentHistoryText({ paidCount: 1, lastPaidAt: Date.UTC(2026, 0, 2) })).toBe('Paid once, last on 2 Jan 2026')
  })

  test('a contract with its first block and whether this Safe used it; nothing for a plain account', () => {
    expect(contractText({ contract: null })).toBeNull()
    expect(
      contractText({ contract: { firstSeenBlock: 12, isToken: true, calledCount: 0, implementation: null } }),
    ).toBe('A contract, first seen at block 12 (a token); this Safe has never called it.')
    expect(
      contractText({ contract: { firstSeenBlock: null, isToken: false, calledCount: 2, implementation: null } }),
    ).toBe('A contract; this Safe called it 2 times.')
  })

  test('a look-alike blocks until confirmed, and so does a check still running', () => {
    const state = { loading: false, lookAlikes: 1, confirmed: false, verb: 'sign' }
    expect(recipientBlockedBy(state)).toMatch(/I checked, this is the right address/)
    expect(recipientBlockedBy({ ...state, confirmed: true })).toBeNull()
    expect(recipientBlockedBy({ ...state, lookAlikes: 0 })).toBeNull()
    expect(recipientBlockedBy({ ...state, lookAlikes: 0, loading: true })).toMatch(/Checking/)
  })
})
