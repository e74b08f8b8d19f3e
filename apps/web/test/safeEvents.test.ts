import { describe, expect, test } from 'vitest'
import { ALL_SAFE_QUERIES, isSafeQuery, parseSafeEvent, queriesChangedBy } from '../src/query/safeEvents'
import { SAFE } from './fixtures'

const HASH = `0x${'ab'.repeat(32)}`
const scope = { chainId: '31337', address: SAFE }

describe('which queries a Safe event makes stale', () => {
  test('each event names what it changed; an unknown or unreadable event refetches everything of the Safe', () => {
    expect(queriesChangedBy(parseSafeEvent(JSON.stringify({ type: 'PENDING_MULTISIG_TRANSACTION' })))).toEqual([
      'queue',
    ])
    expect(queriesChangedBy({ type: 'INCOMING_ETHER' })).toEqual(['history', 'balances'])
    expect(queriesChangedBy({ type: 'EXECUTED_MULTISIG_TRANSACTION' })).toEqual(
      expect.arrayContaining(['queue', 'history', 'safeInfo', 'balances']),
    )
    expect(queriesChangedBy({ type: 'SOMETHING_NEW' })).toBe(ALL_SAFE_QUERIES)
    expect(parseSafeEvent('not json')).toBeNull()
    expect(queriesChangedBy(parseSafeEvent('{"no":"type"}'))).toBe(ALL_SAFE_QUERIES)
  })

  test("only this Safe's queries on this chain match, addresses in any case; details by safeTxHash", () => {
    expect(isSafeQuery(['gateway', 'queue', '31337', SAFE], scope, ['queue'])).toBe(true)
    expect(isSafeQuery(['gateway', 'queue', '31337', SAFE.toLowerCase()], scope, ['queue'])).toBe(true)
    expect(isSafeQuery(['gateway', 'history', '31337', SAFE, 'UTC'], scope, ['queue'])).toBe(false)
    expect(isSafeQuery(['gateway', 'queue', '1', SAFE], scope, ['queue'])).toBe(false)
    expect(isSafeQuery(['gateway', 'queue', '31337', `0x${'1'.repeat(40)}`], scope, ['queue'])).toBe(false)
    expect(isSafeQuery(['wagmi', 'queue', '31337', SAFE], scope, ALL_SAFE_QUERIES)).toBe(false)

    const details = ['gateway', 'txDetails', '31337', `multisig_${SAFE}_${HASH}`]
    expect(isSafeQuery(details, { ...scope, safeTxHash: HASH }, ['txDetails'])).toBe(true)
    expect(isSafeQuery(details, { ...scope, safeTxHash: `0x${'cd'.repeat(32)}` }, ['txDetails'])).toBe(false)
    expect(isSafeQuery(details, scope, ['txDetails'])).toBe(true)
  })
})
