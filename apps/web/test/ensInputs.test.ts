import { type AbiParameter, decodeFunctionData, getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { resolveAddressInput } from '../src/ens/resolveAddressInput'
import { entryToSave } from '../src/features/address-book/entryToSave'
import { addressTextsOf } from '../src/features/new-tx/contract/addressTextsOf'
import { buildContractCall } from '../src/features/new-tx/contract/buildContractCall'
import { parseAbiJson } from '../src/features/new-tx/contract/parseAbiJson'

const ALICE = getAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')
const TOKEN = getAddress('0x5fbdb2315678afecb367f032d93f642f64180aa3')
const found = resolveAddressInput('alice.concord.eth', true, { status: 'success', data: ALICE })

function approveFunction() {
  const abi = parseAbiJson('["function approve(address spender, uint256 amount)"]')
  if (!abi.ok || !abi.functions[0]) throw new Error('approve')
  return { abi: abi.functions, fn: abi.functions[0] }
}

describe('an address parameter of a contract call takes an ENS name', () => {
  test('the built call carries the address the name resolved to', () => {
    const { abi, fn } = approveFunction()
    const form = { inputs: ['alice.concord.eth', '5'], value: '', resolved: [[found], []] }
    const built = buildContractCall(TOKEN, fn, form, 'ETH')
    if (!built.ok) throw new Error(JSON.stringify(built.inputErrors))
    expect(decodeFunctionData({ abi, data: built.call.data as `0x${string}` }).args).toEqual([ALICE, 5n])
  })

  test('a pending or unknown name blocks the call with the lookup in words', () => {
    const { fn } = approveFunction()
    const cases = [
      [resolveAddressInput('alice.concord.eth', true, { status: 'pending' }), 'Looking up alice.concord.eth…'],
      [
        resolveAddressInput('nobody.concord.eth', true, { status: 'success', data: null }),
        'No address found for nobody.concord.eth.',
      ],
      [
        resolveAddressInput('alice.concord.eth', false, undefined),
        'This network has no ENS names: enter the address of alice.concord.eth.',
      ],
    ] as const
    for (const [resolved, message] of cases) {
      const built = buildContractCall(
        TOKEN,
        fn,
        { inputs: [resolved.typed, '5'], value: '', resolved: [[resolved]] },
        'ETH',
      )
      expect(built).toMatchObject({ ok: false, inputErrors: [message, undefined] })
    }
  })
})

describe('an address[] parameter takes ENS names among its items', () => {
  const abi = parseAbiJson('["function setOwners(address[] owners)"]')
  if (!abi.ok || !abi.functions[0]) throw new Error('setOwners')
  const fn = abi.functions[0]

  test('each item is looked up as a name, and the call carries the resolved addresses', () => {
    const typed = `["alice.concord.eth", "${TOKEN}"]`
    expect(addressTextsOf(fn.inputs[0] as AbiParameter, typed)).toEqual(['alice.concord.eth', TOKEN])
    expect(addressTextsOf({ type: 'address[]' }, 'not json')).toEqual([])
    expect(addressTextsOf({ type: 'uint256' }, '5')).toEqual([])
    const plain = resolveAddressInput(TOKEN, true, undefined)
    const built = buildContractCall(TOKEN, fn, { inputs: [typed], value: '', resolved: [[found, plain]] }, 'ETH')
    if (!built.ok) throw new Error(JSON.stringify(built.inputErrors))
    expect(decodeFunctionData({ abi: abi.functions, data: built.call.data as `0x${string}` }).args).toEqual([
      [ALICE, TOKEN],
    ])
  })

  test('an item whose name did not resolve blocks the call and is named by its place', () => {
    const missing = resolveAddressInput('nobody.concord.eth', true, { status: 'success', data: null })
    const typed = `["${TOKEN}", "nobody.concord.eth"]`
    const plain = resolveAddressInput(TOKEN, true, undefined)
    expect(buildContractCall(TOKEN, fn, { inputs: [typed], value: '', resolved: [[plain, missing]] }, 'ETH')).toEqual({
      ok: false,
      inputErrors: ['Item 2: No address found for nobody.concord.eth.'],
    })
  })
})

describe('an address-book entry added by ENS name', () => {
  test('stores the resolved address under the name the user typed', () => {
    expect(entryToSave(found, ' Alice ')).toEqual({ ok: true, address: ALICE, name: 'Alice' })
  })

  test('an unresolved name is not saved, and says why', () => {
    const missing = resolveAddressInput('nobody.concord.eth', true, { status: 'success', data: null })
    expect(entryToSave(missing, 'Nobody')).toEqual({ ok: false, problem: 'No address found for nobody.concord.eth.' })
    const plain = resolveAddressInput('0x12', true, undefined)
    expect(entryToSave(plain, 'x')).toEqual({ ok: false, problem: 'Enter an address: 0x followed by 40 hex digits.' })
  })
})

describe('addresses inside tuples take ENS names too', () => {
  const abi = parseAbiJson(
    '[{"type":"function","name":"pay","stateMutability":"nonpayable","outputs":[],"inputs":[{"name":"payments","type":"tuple[]","components":[{"name":"to","type":"address"},{"name":"amount","type":"uint256"}]}]}]',
  )
  if (!abi.ok || !abi.functions[0]) throw new Error('pay')
  const fn = abi.functions[0]
  const param = fn.inputs[0] as AbiParameter

  test('each address field of each tuple is looked up, by field name or in order, and the call carries the addresses', () => {
    const typed = `[{"to": "alice.concord.eth", "amount": 5}, ["${TOKEN}", 7]]`
    expect(addressTextsOf(param, typed)).toEqual(['alice.concord.eth', TOKEN])
    const plain = resolveAddressInput(TOKEN, true, undefined)
    const built = buildContractCall(TOKEN, fn, { inputs: [typed], value: '', resolved: [[found, plain]] }, 'ETH')
    if (!built.ok) throw new Error(JSON.stringify(built.inputErrors))
    expect(decodeFunctionData({ abi: abi.functions, data: built.call.data as `0x${string}` }).args).toEqual([
      [
        { to: ALICE, amount: 5n },
        { to: TOKEN, amount: 7n },
      ],
    ])
  })

  test('a name in a tuple that did not resolve blocks the call and says which address', () => {
    const missing = resolveAddressInput('nobody.concord.eth', true, { status: 'success', data: null })
    const typed = '[{"to": "nobody.concord.eth", "amount": 1}]'
    expect(buildContractCall(TOKEN, fn, { inputs: [typed], value: '', resolved: [[missing]] }, 'ETH')).toEqual({
      ok: false,
      inputErrors: ['Address 1: No address found for nobody.concord.eth.'],
    })
  })
})
