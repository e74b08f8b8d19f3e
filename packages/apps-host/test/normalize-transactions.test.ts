import { expect, test } from 'vitest'
import { normalizeTransactions } from '../src/normalize-transactions.js'
import { SendTransactionsParamsSchema } from '../src/schemas.js'

const to = '0x90f79bf6eb2c4f870365e785982e1f101e93b906'

test('amounts become decimal wei strings, addresses are checksummed, missing data is 0x', () => {
  const { txs } = SendTransactionsParamsSchema.parse({
    txs: [
      { to, value: '0x10', data: '0xab' },
      { to, value: 25 },
      { to, value: '', data: '' },
      { to, data: null },
    ],
  })
  expect(normalizeTransactions(txs)).toEqual([
    { to: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', value: '16', data: '0xab' },
    { to: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', value: '25', data: '0x' },
    { to: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', value: '0', data: '0x' },
    { to: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', value: '0', data: '0x' },
  ])
})

test('something that is not an address is refused', () => {
  expect(() => normalizeTransactions([{ to: '0x1234', value: '1' }])).toThrow()
})
