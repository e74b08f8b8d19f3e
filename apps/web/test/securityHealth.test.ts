import { describe, expect, test } from 'vitest'
import { type HealthInput, healthChecks } from '../src/features/security/healthChecks'

const A = '0x1111111111111111111111111111111111111111'
const B = '0x2222222222222222222222222222222222222222'
const C = '0x3333333333333333333333333333333333333333'
const MODULE = '0x4444444444444444444444444444444444444444'
const DAY = 24 * 60 * 60 * 1000
const NOW = Date.UTC(2026, 10, 27)

// A healthy 2-of-3 Safe on the recommended version, with alerts and nothing waiting.
const healthy: HealthInput = {
  version: '1.4.1',
  versionState: 'UP_TO_DATE',
  recommendedVersion: '1.4.1',
  threshold: 2,
  owners: [A, B, C],
  contractOwners: [],
  unknownModules: [],
  unknownGuard: null,
  pending: [],
  maxAgeDays: 7,
  now: NOW,
  alertSubscriptions: 1,
}
const ids = (input: Partial<HealthInput>) => healthChecks({ ...healthy, ...input }).map((f) => f.id)

describe('the security health checks', () => {
  test('a healthy Safe has no finding', () => {
    expect(healthChecks(healthy)).toEqual([])
  })

  test('an outdated version names the recommended one and leads to Settings', () => {
    const [finding] = healthChecks({ ...healthy, version: '1.1.1', versionState: 'OUTDATED' })
    expect(finding).toMatchObject({ id: 'outdated', title: 'Outdated Safe version (1.1.1)' })
    expect(finding?.detail).toContain('to 1.4.1')
    expect(finding?.fix).toEqual({ label: 'Update the Safe in Settings', to: 'settings' })
  })

  test('threshold 1, and a threshold equal to the number of owners (one lost key locks the Safe)', () => {
    expect(ids({ threshold: 1, owners: [A] })).toEqual(['threshold-one'])
    expect(ids({ threshold: 1 })).toEqual(['threshold-one'])
    expect(ids({ threshold: 3 })).toEqual(['threshold-all'])
    expect(ids({ threshold: 2, owners: [A, B] })).toEqual(['threshold-all'])
  })

  test('contract owners and untrusted modules or guard are named', () => {
    const found = healthChecks({ ...healthy, contractOwners: [B], unknownModules: [MODULE], unknownGuard: C })
    expect(found.map((f) => f.id)).toEqual(['contract-owners', 'unknown-modules'])
    expect(found[0]?.detail).toContain(B)
    expect(found[1]?.detail).toContain(`${MODULE}, ${C}`)
  })

  test('signatures older than the configured age on pending transactions; unsigned or fresh ones, or no limit, are not', () => {
    const pending = [
      { nonce: 4, submittedAt: NOW - 8 * DAY, confirmations: 1 },
      { nonce: 5, submittedAt: NOW - 2 * DAY, confirmations: 1 },
      { nonce: 6, submittedAt: NOW - 30 * DAY, confirmations: 0 },
    ]
    const [stale] = healthChecks({ ...healthy, pending })
    expect(stale).toMatchObject({ id: 'stale-signatures', title: 'Signatures older than 7 days' })
    expect(stale?.detail).toContain('#4 carry')
    expect(stale?.fix.to).toBe('transactions/queue')
    expect(ids({ pending, maxAgeDays: 0 })).toEqual([])
    expect(ids({ pending, maxAgeDays: 10 })).toEqual([])
  })

  test('no alert subscription is a finding; an unknown count (signed out) is not guessed', () => {
    expect(ids({ alertSubscriptions: 0 })).toEqual(['no-alerts'])
    expect(ids({ alertSubscriptions: null })).toEqual([])
  })
})
