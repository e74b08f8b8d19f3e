import { canonicalAddresses } from '@concord/protocol'
import { type Address, getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { buildEnableModule } from '../src/features/settings/contract/buildEnableModule'
import { buildSetFallbackHandler } from '../src/features/settings/contract/buildSetFallbackHandler'
import { buildSetGuard } from '../src/features/settings/contract/buildSetGuard'
import { buildSetModuleGuard } from '../src/features/settings/contract/buildSetModuleGuard'
import type { SafeSetup } from '../src/features/settings/safeSetup'
import { installedCodeWarning } from '../src/tx/warnings/installedCodeWarning'
import { settingsChangeRisk } from '../src/tx/warnings/settingsChangeRisk'

const addr = (n: number): Address => getAddress(`0x${n.toString(16).padStart(40, '0')}`)
const SAFE = addr(0x5afe)
const EOA = addr(0xe0a)
const setup = (over: Partial<SafeSetup> = {}): SafeSetup => ({
  address: SAFE,
  owners: [addr(0xa)],
  threshold: 1,
  modules: [],
  version: '1.5.0',
  implementation: canonicalAddresses['1.4.1'].SafeL2,
  fallbackHandler: null,
  guard: null,
  moduleGuard: null,
  ...over,
})
const counterparty = (contract: null | { implementation: Address | null }) => ({
  address: EOA,
  paidCount: 0,
  lastPaidAt: null,
  receivedCount: 0,
  contract: contract && { firstSeenBlock: 1, isToken: false, calledCount: 0, ...contract },
  lookAlikes: [],
})

describe('an address without code (issue 33 point 2)', () => {
  test('as a module: refused in words unless the user ticks that they know', () => {
    const refused = buildEnableModule(setup(), { module: EOA, code: 'none' })
    expect(refused).toMatchObject({ ok: false })
    if (refused.ok) return
    expect(refused.errors.module).toMatch(/has no code: it is a plain account.*move every asset of this Safe/)
    expect(refused.errors.module).toMatch(/I know this address has no code/)
    expect(buildEnableModule(setup(), { module: EOA, code: 'none', noCodeAllowed: true }).ok).toBe(true)
    expect(buildEnableModule(setup(), { module: EOA, code: 'contract' }).ok).toBe(true)
  })

  test('as a guard, module guard or fallback handler: refused with the reason, no override', () => {
    const guard = buildSetGuard(setup(), { guard: EOA, code: 'none' })
    expect(guard.ok ? null : guard.errors.guard).toMatch(/every transaction reverts and the Safe becomes unusable/)
    const moduleGuard = buildSetModuleGuard(setup(), { guard: EOA, code: 'none' })
    expect(moduleGuard.ok ? null : moduleGuard.errors.moduleGuard).toMatch(/every module transaction reverts/)
    const handler = buildSetFallbackHandler(setup(), { handler: EOA, code: 'none' })
    expect(handler.ok ? null : handler.errors.handler).toMatch(/must be a contract/)
    expect(buildSetGuard(setup(), { guard: EOA, code: 'contract' }).ok).toBe(true)
  })

  test('the review says what each change hands over, and flags no code and a vulnerable module', () => {
    expect(settingsChangeRisk('enable a module')).toBe(
      'A module can move every asset of this Safe without your signatures, at any time.',
    )
    expect(settingsChangeRisk('change the threshold')).toBeNull()
    expect(installedCodeWarning('guard', EOA, counterparty(null))).toMatch(/the Safe would become unusable/)
    expect(installedCodeWarning('module', EOA, counterparty(null))).toMatch(/plain account/)
    const roles = '0x9646fDAD06d3e24444381f44362a3B0eB343D337'
    expect(installedCodeWarning('module', EOA, counterparty({ implementation: roles }))).toMatch(
      /^Known-vulnerable module: Zodiac Roles 2.1.0\./,
    )
    expect(installedCodeWarning('module', EOA, counterparty({ implementation: null }))).toBeNull()
    expect(installedCodeWarning('recipient', EOA, counterparty(null))).toBeNull()
  })
})
