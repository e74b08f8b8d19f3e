import { getAddress, parseUnits, zeroAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { buildContractCall } from '../src/features/new-tx/contract/buildContractCall'
import { parseAbiJson } from '../src/features/new-tx/contract/parseAbiJson'
import { parseAbiValue } from '../src/features/new-tx/contract/parseAbiValue'
import { describeTransfers } from '../src/features/new-tx/send/buildTransferCalls'
import type { SendableToken } from '../src/features/new-tx/send/sendableToken'
import { maxAmount, validateSendTokens } from '../src/features/new-tx/send/validateSendTokens'
import { readFixedNonce, withFixedNonce } from '../src/features/new-tx/shared/fixedNonce'
import { parseAmount } from '../src/features/new-tx/shared/parseAmount'
import { validateAddress } from '../src/features/new-tx/shared/validateAddress'

const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const usdc: SendableToken = {
  address: getAddress('0x1111111111111111111111111111111111111111'),
  symbol: 'dUSDC',
  decimals: 6,
  balance: parseUnits('100', 6),
  native: false,
}
const eth: SendableToken = { address: zeroAddress, symbol: 'ETH', decimals: 18, balance: 10n ** 18n, native: true }

describe('validateAddress', () => {
  test('says what is wrong in words: empty, not an address, wrong checksum', () => {
    expect(validateAddress('')).toEqual({ ok: false, error: 'Enter the address.' })
    expect(validateAddress('0x1234')).toEqual({
      ok: false,
      error: '0x1234 is not a valid address (0x followed by 40 hex digits).',
    })
    const badChecksum = alice.replace('C51812', 'c51812')
    expect(validateAddress(badChecksum)).toMatchObject({ ok: false, error: expect.stringContaining('checksum') })
    expect(validateAddress(alice.toLowerCase())).toEqual({ ok: true, address: alice })
  })
})

describe('parseAmount', () => {
  test('not a number, too many decimals, zero; a valid amount in base units', () => {
    expect(parseAmount('abc', 6, 'dUSDC')).toMatchObject({ ok: false, error: expect.stringContaining('not a number') })
    expect(parseAmount('1.2.3', 6, 'dUSDC').ok).toBe(false)
    expect(parseAmount('1.1234567', 6, 'dUSDC')).toEqual({
      ok: false,
      error: 'dUSDC has 6 decimals at most: 1.1234567 has 7.',
    })
    expect(parseAmount('0.0', 6, 'dUSDC')).toEqual({ ok: false, error: 'The amount must be more than zero.' })
    expect(parseAmount('1.5', 6, 'dUSDC')).toEqual({ ok: true, value: 1_500_000n })
  })
})

describe('validateSendTokens', () => {
  test('checks the sum per token against the balance, across rows', () => {
    const rows = [
      { token: usdc.address, recipient: alice, amount: '60' },
      { token: usdc.address, recipient: alice, amount: '50' },
      { token: zeroAddress, recipient: alice, amount: '1' },
    ]
    const check = validateSendTokens(rows, [usdc, eth])
    expect(check.ok).toBe(false)
    if (check.ok) return
    expect(check.errors[0]?.amount).toBe(
      "Together these rows send 110 dUSDC, more than the Safe's balance of 100 dUSDC.",
    )
    expect(check.errors[2]).toEqual({})
    // "Max" on row 2 leaves what row 1 does not send.
    expect(maxAmount(rows, 1, usdc)).toBe('40')
    const fixed = validateSendTokens([rows[0], { ...rows[1], amount: '40' }, rows[2]] as typeof rows, [usdc, eth])
    expect(fixed.ok && fixed.transfers.map((t) => t.amount)).toEqual([60_000_000n, 40_000_000n, 10n ** 18n])
    // One title builder with the queue and details: amounts summed per token; three rows to one recipient name it.
    expect(fixed.ok && describeTransfers(fixed.transfers)).toBe('Send 100 dUSDC + 1 ETH to 0x7099…79C8')
    const twoRecipients = fixed.ok ? fixed.transfers.map((t, i) => (i === 2 ? { ...t, to: zeroAddress } : t)) : []
    expect(describeTransfers(twoRecipients)).toBe('Send 100 dUSDC + 1 ETH to 2 recipients')
  })

  test('a single row above the balance, a missing token and a bad recipient are said per field', () => {
    const check = validateSendTokens(
      [
        { token: usdc.address, recipient: alice, amount: '101' },
        { token: '', recipient: '0xabc', amount: '1' },
      ],
      [usdc],
    )
    expect(check).toEqual({
      ok: false,
      errors: [
        { amount: 'The Safe holds only 100 dUSDC.' },
        {
          token: 'Choose a token the Safe holds.',
          recipient: '0xabc is not a valid address (0x followed by 40 hex digits).',
        },
      ],
    })
  })

  test('the title of one transfer names amount, token and recipient', () => {
    const check = validateSendTokens([{ token: usdc.address, recipient: alice, amount: '5' }], [usdc])
    expect(check.ok && describeTransfers(check.transfers)).toBe('Send 5 dUSDC to 0x7099…79C8')
  })
})

describe('parseAbiValue', () => {
  test('integers are range-checked by their size and sign', () => {
    expect(parseAbiValue({ type: 'uint8' }, '255')).toEqual({ ok: true, value: 255n })
    expect(parseAbiValue({ type: 'uint8' }, '256')).toEqual({
      ok: false,
      error: 'Out of range for uint8: between 0 and 255.',
    })
    expect(parseAbiValue({ type: 'uint256' }, '-1')).toEqual({ ok: false, error: 'A uint256 cannot be negative.' })
    expect(parseAbiValue({ type: 'int8' }, '-128')).toEqual({ ok: true, value: -128n })
    expect(parseAbiValue({ type: 'int8' }, '1.5').ok).toBe(false)
  })

  test('bool, bytes, bytesN, string', () => {
    expect(parseAbiValue({ type: 'bool' }, 'true')).toEqual({ ok: true, value: true })
    expect(parseAbiValue({ type: 'bool' }, 'yes').ok).toBe(false)
    expect(parseAbiValue({ type: 'bytes' }, '0xabc').ok).toBe(false)
    expect(parseAbiValue({ type: 'bytes' }, '0xabcd')).toEqual({ ok: true, value: '0xabcd' })
    expect(parseAbiValue({ type: 'bytes4' }, '0xabcd')).toEqual({
      ok: false,
      error: 'Enter exactly 4 bytes (8 hex digits after 0x).',
    })
    expect(parseAbiValue({ type: 'string' }, ' hi ')).toEqual({ ok: true, value: ' hi ' })
  })

  test('arrays and tuples as JSON, with the failing item named', () => {
    expect(parseAbiValue({ type: 'uint256[]' }, '[1, "2"]')).toEqual({ ok: true, value: [1n, 2n] })
    expect(parseAbiValue({ type: 'address[2]' }, `["${alice}"]`)).toEqual({
      ok: false,
      error: 'Enter exactly 2 items (1 given).',
    })
    expect(parseAbiValue({ type: 'address[]' }, '["0x12"]')).toMatchObject({ ok: false, error: /^Item 1: / })
    const tuple = {
      type: 'tuple',
      components: [
        { name: 'to', type: 'address' },
        { name: 'amount', type: 'uint96' },
      ],
    }
    expect(parseAbiValue(tuple, `{"to": "${alice}", "amount": 7}`)).toEqual({ ok: true, value: [alice, 7n] })
    expect(parseAbiValue(tuple, `{"to": "${alice}"}`)).toEqual({ ok: false, error: 'amount is missing.' })
    expect(parseAbiValue(tuple, 'nope').ok).toBe(false)
  })
})

describe('parseAbiJson and buildContractCall', () => {
  test('keeps the state-changing functions; bad JSON and non-ABIs are said in words', () => {
    expect(parseAbiJson('{')).toMatchObject({ ok: false, error: expect.stringContaining('not valid JSON') })
    expect(parseAbiJson('[{"type":"function"}]')).toMatchObject({ ok: false, error: expect.stringContaining('name') })
    const views = '[{"type":"function","name":"x","inputs":[],"outputs":[],"stateMutability":"view"}]'
    expect(parseAbiJson(views)).toMatchObject({ ok: false, error: expect.stringContaining('no function') })
    const abi = parseAbiJson(
      '["function approve(address spender, uint256 amount)", "function name() view returns (string)"]',
    )
    expect(abi.ok && abi.functions.map((f) => f.name)).toEqual(['approve'])
  })

  test('a payable function takes a value; a wrong input is reported at its index', () => {
    const abi = parseAbiJson('["function deposit(uint8 kind) payable"]')
    if (!abi.ok) throw new Error(abi.error)
    const [deposit] = abi.functions
    if (!deposit) throw new Error('deposit')
    expect(buildContractCall(alice, deposit, { inputs: ['300'], value: 'x' }, 'ETH')).toMatchObject({
      ok: false,
      inputErrors: ['Out of range for uint8: between 0 and 255.'],
      valueError: expect.stringContaining('not a number'),
    })
    const ok = buildContractCall(alice, deposit, { inputs: ['3'], value: '0.5' }, 'ETH')
    expect(ok).toMatchObject({ ok: true, call: { to: alice, value: (5n * 10n ** 17n).toString(), operation: 0 } })
  })
})

describe('a fixed nonce (replace)', () => {
  test('?nonce=N puts the nonce in the draft with origin replace', () => {
    const draft = {
      title: 't',
      origin: 'send' as const,
      calls: [{ to: alice, value: '0', data: '0x', operation: 0 as const }],
    }
    expect(withFixedNonce(draft, readFixedNonce(new URLSearchParams('nonce=7')))).toEqual({
      ...draft,
      nonce: 7,
      origin: 'replace',
    })
    expect(withFixedNonce(draft, readFixedNonce(new URLSearchParams('nonce=x')))).toEqual(draft)
  })
})
