import { readFileSync } from 'node:fs'
import { decodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, test } from 'vitest'
import { batchChecksum, hasValidChecksum } from '../src/apps/tx-builder/batch-checksum.js'
import { readBatchFile } from '../src/apps/tx-builder/read-batch-file.js'
import { writeBatchFile } from '../src/apps/tx-builder/write-batch-file.js'

// A batch file in the exact shape Safe's Transaction Builder exports (meta keys, nulls, checksum), for anvil's chain.
const FIXTURE = readFileSync(new URL('./fixtures/safe-tx-builder-batch.json', import.meta.url), 'utf8')
const ETH_TO = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'
const USDC = '0xED989C1533814919395725831330CE545E2E9c12'
const USDC_TO = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'

// The vector of Safe's own test (safe-react-apps apps/tx-builder/src/lib/checksum.test.js): its addChecksum hashes
// this object as given, checksum "" included.
const SAFE_TEST_FILE = {
  version: '1.0',
  chainId: '4',
  createdAt: 1646321521061,
  meta: {
    name: 'test batch file',
    txBuilderVersion: '1.4.0',
    checksum: '',
    createdFromSafeAddress: '0xDF8a1Ce35c9a6ACE153B4e0767942f1E2291a1Aa',
    createdFromOwnerAddress: '0x49d4450977E2c95362C13D3a31a09311E0Ea26A6',
  },
  transactions: [
    {
      to: '0x49d4450977E2c95362C13D3a31a09311E0Ea26A6',
      value: '0',
      contractMethod: {
        inputs: [{ internalType: 'address', name: 'paramAddress', type: 'address' }],
        name: 'testAddress',
        payable: false,
      },
      contractInputsValues: { paramAddress: '0x49d4450977E2c95362C13D3a31a09311E0Ea26A6' },
    },
    {
      to: '0x49d4450977E2c95362C13D3a31a09311E0Ea26A6',
      value: '0',
      contractMethod: {
        inputs: [{ internalType: 'bool', name: 'paramBool', type: 'bool' }],
        name: 'testBool',
        payable: false,
      },
      contractInputsValues: { paramAddress: '', paramBool: 'false' },
    },
    {
      to: '0x49d4450977E2c95362C13D3a31a09311E0Ea26A6',
      value: '2000000000000000000',
      data: '0x42f4579000000000000000000000000049d4450977e2c95362c13d3a31a09311e0ea26a6',
    },
  ],
}

describe('Transaction Builder batch files', () => {
  test("the checksum is Safe's, byte for byte (its own test vector), whatever the key order", () => {
    expect(batchChecksum(SAFE_TEST_FILE)).toBe('0x4ecbfd364aa6759983915644e73f8bd411e85a2dc306f252a387c2728c4db64c')
    const reversed = Object.fromEntries(Object.entries(SAFE_TEST_FILE).reverse()) as typeof SAFE_TEST_FILE
    expect(batchChecksum(reversed)).toBe('0x4ecbfd364aa6759983915644e73f8bd411e85a2dc306f252a387c2728c4db64c')
    // Renaming keeps the checksum; any other change breaks it.
    expect(batchChecksum({ ...SAFE_TEST_FILE, meta: { ...SAFE_TEST_FILE.meta, name: 'renamed' } })).toBe(
      '0x4ecbfd364aa6759983915644e73f8bd411e85a2dc306f252a387c2728c4db64c',
    )
    expect(batchChecksum({ ...SAFE_TEST_FILE, transactions: [...SAFE_TEST_FILE.transactions].reverse() })).not.toBe(
      '0x4ecbfd364aa6759983915644e73f8bd411e85a2dc306f252a387c2728c4db64c',
    )
  })

  test("a file exported by Safe's builder loads: raw and ABI-described calls, checksum valid", () => {
    const result = readBatchFile(FIXTURE, 31337)
    if (!result.ok) throw new Error(result.errors.join('\n'))
    expect(result.batch.name).toBe('Pay the contributors')
    expect(result.batch.checksum).toBe('valid')
    const [eth, usdc] = result.batch.calls
    expect(eth).toMatchObject({ to: ETH_TO, valueWei: 10n ** 16n, valueEth: '0.01', data: '0x' })
    expect(usdc).toMatchObject({ to: USDC, valueWei: 0n })
    expect(decodeFunctionData({ abi: erc20Abi, data: usdc?.data ?? '0x' })).toEqual({
      functionName: 'transfer',
      args: [USDC_TO, 2_500_000n],
    })
  })

  test("ours loads there: an export has the fields and a checksum that Safe's validation accepts; imports survive as written", () => {
    const imported = readBatchFile(FIXTURE, 31337)
    if (!imported.ok) throw new Error('fixture did not load')
    const origin = {
      chainId: 31337,
      safeAddress: '0x5afE5aFE5Afe5afe5aFe5afE5afE5aFE5afe0001',
      name: 'Again',
      createdAt: 1,
    }
    const exported = writeBatchFile(imported.batch.calls, origin)
    const source = JSON.parse(FIXTURE) as { transactions: unknown[] }
    expect(exported.transactions).toEqual(source.transactions)
    expect(Object.keys(exported)).toEqual(['version', 'chainId', 'createdAt', 'meta', 'transactions'])
    expect(Object.keys(exported.meta)).toEqual([
      'name',
      'description',
      'txBuilderVersion',
      'createdFromSafeAddress',
      'createdFromOwnerAddress',
      'checksum',
    ])
    // Safe's validateChecksum: delete meta.checksum, hash with meta.name null, compare.
    const { checksum, ...meta } = exported.meta
    expect(batchChecksum({ ...exported, meta })).toBe(checksum)
    expect(hasValidChecksum(JSON.parse(JSON.stringify(exported)))).toBe(true)

    const made = writeBatchFile(
      [{ to: ETH_TO, valueWei: 5n, valueEth: '0.000000000000000005', data: '0xdeadbeef' }],
      origin,
    )
    expect(made.transactions).toEqual([
      { to: ETH_TO, value: '5', data: '0xdeadbeef', contractMethod: null, contractInputsValues: null },
    ])
    const back = readBatchFile(JSON.stringify(made), 31337)
    expect(back.ok && back.batch.checksum).toBe('valid')
  })

  test('an edited file still loads, flagged; a hand-made one without checksum loads as such', () => {
    const edited = JSON.parse(FIXTURE) as { transactions: { value: string }[]; meta: Record<string, unknown> }
    const first = edited.transactions[0]
    if (first) first.value = '20000000000000000'
    const result = readBatchFile(JSON.stringify(edited), 31337)
    expect(result.ok && result.batch.checksum).toBe('changed')
    delete edited.meta.checksum
    const handMade = readBatchFile(JSON.stringify(edited), 31337)
    expect(handMade.ok && handMade.batch.checksum).toBe('missing')
  })

  test('bad files are refused in words, per transaction', () => {
    expect(readBatchFile('{ nope', 31337)).toEqual({
      ok: false,
      errors: ['The file is not JSON: choose a batch file exported by a Transaction Builder.'],
    })
    expect(readBatchFile('{"version":"1.0"}', 31337)).toMatchObject({
      ok: false,
      errors: [expect.stringMatching(/^This is not a Transaction Builder batch file: check chainId, createdAt, meta/)],
    })
    expect(readBatchFile(FIXTURE, 1)).toEqual({
      ok: false,
      errors: ['The batch was made for chain 31337; this Safe is on chain 1.'],
    })
    const file = JSON.parse(FIXTURE) as { transactions: Record<string, unknown>[] }
    file.transactions = [
      { to: '0x1234', value: '0' },
      { to: ETH_TO, value: '1.5' },
      { ...file.transactions[1], contractInputsValues: { to: USDC_TO } },
      { ...file.transactions[1], contractInputsValues: { to: USDC_TO, value: 'lots' } },
      { to: ETH_TO, value: '0', data: '0xabc' },
    ]
    expect(readBatchFile(JSON.stringify(file), 31337)).toEqual({
      ok: false,
      errors: [
        'Transaction 1: "to" is not an address (0x1234).',
        'Transaction 2: "value" must be a whole number of wei (1.5).',
        'Transaction 3: transfer: no value for the parameter "value"',
        'Transaction 4: transfer: the parameter "value" (uint256) cannot be read: Cannot convert lots to a BigInt',
        'Transaction 5: "data" is not hex.',
      ],
    })
  })

  test('arrays, bare lists, bools and tuples are encoded as the builder reads them', () => {
    const method = {
      name: 'setMany',
      payable: false,
      inputs: [
        { name: 'who', type: 'address[]', internalType: 'address[]' },
        { name: 'amounts', type: 'uint256[]', internalType: 'uint256[]' },
        { name: 'on', type: 'bool', internalType: 'bool' },
        {
          name: 'pair',
          type: 'tuple',
          internalType: 'struct P',
          components: [
            { name: 'a', type: 'uint8', internalType: 'uint8' },
            { name: 'b', type: 'string', internalType: 'string' },
          ],
        },
      ],
    }
    const file = JSON.parse(FIXTURE) as { transactions: unknown[] }
    file.transactions = [
      {
        to: ETH_TO,
        value: '0',
        data: null,
        contractMethod: method,
        contractInputsValues: { who: `[${ETH_TO},${USDC_TO}]`, amounts: '["1", "2"]', on: 'true', pair: '[7,"x"]' },
      },
    ]
    const result = readBatchFile(JSON.stringify(file), 31337)
    if (!result.ok) throw new Error(result.errors.join('\n'))
    const abi = [{ type: 'function', stateMutability: 'nonpayable', outputs: [], ...method }] as const
    expect(decodeFunctionData({ abi, data: result.batch.calls[0]?.data ?? '0x' }).args).toEqual([
      [ETH_TO, USDC_TO],
      [1n, 2n],
      true,
      { a: 7, b: 'x' },
    ])
  })
})
