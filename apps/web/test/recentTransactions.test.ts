import { describe, expect, test } from 'vitest'
import {
  addRecentTransaction,
  connectRecentTransactions,
  type RecentTransactionEntry,
} from '../src/connection/recentTransactions'

const ALICE = '0x1111111111111111111111111111111111111111'
const BOB = '0x2222222222222222222222222222222222222222'
const entry = (address: `0x${string}`, n: number): RecentTransactionEntry => ({
  address,
  chainId: 31337,
  transaction: { hash: `0x${n.toString(16).padStart(64, '0')}`, description: `write ${n}` },
})

describe("recent transactions before and after RainbowKit's list is there", () => {
  test('writes sent before the wallet island loads reach its list when it connects, each under its own account', () => {
    addRecentTransaction(entry(ALICE, 1))
    addRecentTransaction(entry(BOB, 2))
    const shown: string[] = []
    // The island as Alice: it takes Alice's entries only.
    const asAlice = (e: RecentTransactionEntry) => e.address === ALICE && shown.push(e.transaction.description) > 0
    const disconnect = connectRecentTransactions(asAlice)
    expect(shown).toEqual(['write 1'])
    addRecentTransaction(entry(ALICE, 3))
    expect(shown).toEqual(['write 1', 'write 3'])
    disconnect()

    // Bob's write waited; Alice's are not handed over twice.
    const forBob: string[] = []
    connectRecentTransactions((e) => e.address === BOB && forBob.push(e.transaction.description) > 0)
    expect(forBob).toEqual(['write 2'])
    expect(shown).toEqual(['write 1', 'write 3'])
  })
})
