import type { SafeInfo } from '@concord/gateway-client'
import { describe, expect, test } from 'vitest'
import { planTxActions } from '../src/features/transactions/details/planTxActions'
import { verifyTxHashes } from '../src/features/transactions/details/verifyTxHashes'
import { SAFE, transferDetails } from './fixtures'

// The fixture's owners: A has signed, B has not.
const OWNER_A = '0x1111111111111111111111111111111111111111'
const OWNER_B = '0x2222222222222222222222222222222222222222'

const safe = {
  address: { value: SAFE },
  nonce: 7,
  threshold: 2,
  owners: [{ value: OWNER_A }, { value: OWNER_B }],
  version: '1.4.1',
} as unknown as SafeInfo

// The gateway's hash for the fixture, as the browser recomputes it: an honest gateway.
const honestHash = () => {
  const check = verifyTxHashes(transferDetails(`0x${'00'.repeat(32)}`), '31337', '1.4.1')
  if (check.kind !== 'checked') throw new Error('expected a checked result')
  return check.safeTxHash
}

describe('the actions on a queued transaction', () => {
  test('wait for the hashes: none while they are recomputed in the browser (the details page checks after paint)', () => {
    expect(planTxActions(transferDetails(honestHash()), safe, undefined, OWNER_B)).toEqual({ kind: 'checking' })
  })

  test('come once the recomputed hashes match the gateway', () => {
    const tx = transferDetails(honestHash())
    const plan = planTxActions(tx, safe, verifyTxHashes(tx, '31337', '1.4.1'), OWNER_B)
    expect(plan.kind).toBe('actions')
    expect(plan.kind === 'actions' && plan.canConfirm).toBe(true)
  })

  test('stay away when the gateway lies about the hash', () => {
    const tx = transferDetails(`0x${'ab'.repeat(32)}`)
    expect(planTxActions(tx, safe, verifyTxHashes(tx, '31337', '1.4.1'), OWNER_B)).toEqual({ kind: 'unverified' })
  })
})
