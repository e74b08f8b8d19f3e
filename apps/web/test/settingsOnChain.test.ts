import { type DevChain, startDevChain } from '@concord/devchain'
import { canonicalAddresses, type SafeVersion, SENTINEL, safeAbi_1_3_0 } from '@concord/protocol'
import { type Address, erc20Abi, getAddress, type Hex, sliceHex, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildDisableModule } from '../src/features/settings/contract/buildDisableModule'
import { buildEnableModule } from '../src/features/settings/contract/buildEnableModule'
import { buildSetFallbackHandler } from '../src/features/settings/contract/buildSetFallbackHandler'
import { buildRemoveGuard, buildSetGuard } from '../src/features/settings/contract/buildSetGuard'
import { buildUpgradeTo141 } from '../src/features/settings/contract/buildUpgradeTo141'
import { buildAddOwner } from '../src/features/settings/owners/buildAddOwner'
import { buildChangeThreshold } from '../src/features/settings/owners/buildChangeThreshold'
import { buildRemoveOwner } from '../src/features/settings/owners/buildRemoveOwner'
import { buildSwapOwner } from '../src/features/settings/owners/buildSwapOwner'
import type { SafeSetup } from '../src/features/settings/safeSetup'
import type { SettingsPlan } from '../src/features/settings/settingsPlan'
import { devAddress, execThroughSafe, settingsClient } from './browser/settingsHelpers'

// Storage slots of the guard and the fallback handler (keccak256 of "guard_manager.guard.address" and
// "fallback_manager.handler.address"); slot 0 holds the proxy's singleton.
const GUARD_SLOT = '0x4a204f620c8c5ccdca3fd54d003badd85ba500436a431f0cbda4f558c93c34c8'
const HANDLER_SLOT = '0x6c9a6c4a39284e37ed1cf53d337577d14212a4870fb976a4366c693b939918d5'

let chain: DevChain
let client: ReturnType<typeof settingsClient>
let safe: { address: Address; version: SafeVersion }
beforeAll(async () => {
  chain = await startDevChain()
  client = settingsClient(chain)
  safe = { address: chain.demo.safe130.address, version: '1.3.0' }
}, 120_000)
afterAll(() => chain?.stop())

const abi = safeAbi_1_3_0
const read = {
  owners: () => client.readContract({ address: safe.address, abi, functionName: 'getOwners' }),
  threshold: async () =>
    Number(await client.readContract({ address: safe.address, abi, functionName: 'getThreshold' })),
  modules: async () =>
    (
      await client.readContract({
        address: safe.address,
        abi,
        functionName: 'getModulesPaginated',
        args: [SENTINEL, 10n],
      })
    )[0],
  slot: async (slot: Hex) => {
    const word = (await client.getStorageAt({ address: safe.address, slot })) ?? '0x'
    return getAddress(sliceHex(word, 12))
  },
}

/** The Safe's setup as the chain has it now, as the settings page would have it from the gateway. */
async function setupNow(): Promise<SafeSetup> {
  const handler = await read.slot(HANDLER_SLOT)
  const guard = await read.slot(GUARD_SLOT)
  return {
    address: safe.address,
    owners: [...(await read.owners())],
    threshold: await read.threshold(),
    modules: [...(await read.modules())],
    version: '1.3.0',
    implementation: await read.slot('0x0'),
    fallbackHandler: handler === zeroAddress ? null : handler,
    guard: guard === zeroAddress ? null : guard,
    moduleGuard: null,
  }
}

/** Executes the plan's single call through the Safe, signed by the dev accounts `signers`. */
async function run(plan: SettingsPlan<string>, signers: number[]) {
  if (!plan.ok) throw new Error(`plan refused: ${JSON.stringify(plan.errors)}`)
  expect(plan.draft.origin).toBe('settings')
  expect(plan.draft.calls).toHaveLength(1)
  const [call] = plan.draft.calls
  if (!call) throw new Error('no call')
  await execThroughSafe(chain, safe, call, signers)
}

describe('settings builders executed through the 1-of-1 Safe 1.3.0 of account 3', () => {
  test('owners and threshold: add, raise, replace, remove (not first, then first), with prevOwner from the list', async () => {
    expect(await read.owners()).toEqual([devAddress(3)])
    await run(buildAddOwner(await setupNow(), { owner: devAddress(5).toLowerCase(), threshold: 1 }), [3])
    expect(await read.owners()).toEqual([devAddress(5), devAddress(3)])
    expect(await read.threshold()).toBe(1)

    await run(buildChangeThreshold(await setupNow(), { threshold: 2 }), [3])
    expect(await read.threshold()).toBe(2)

    await run(buildSwapOwner(await setupNow(), { oldOwner: devAddress(5), newOwner: devAddress(6) }), [3, 5])
    expect(await read.owners()).toEqual([devAddress(6), devAddress(3)])
    expect(await read.threshold()).toBe(2)

    // Account 3 is second in the list: prevOwner is account 6. The threshold of 2 is lowered to the 1 owner left.
    await run(buildRemoveOwner(await setupNow(), { owner: devAddress(3) }), [3, 6])
    expect(await read.owners()).toEqual([devAddress(6)])
    expect(await read.threshold()).toBe(1)

    await run(buildAddOwner(await setupNow(), { owner: devAddress(3), threshold: 1 }), [6])
    expect(await read.owners()).toEqual([devAddress(3), devAddress(6)])
    // Account 3 is first now: prevOwner is the sentinel.
    await run(buildRemoveOwner(await setupNow(), { owner: devAddress(6) }), [3])
    expect(await read.owners()).toEqual([devAddress(3)])
    expect(await read.threshold()).toBe(1)
  })

  test('modules: enable two, disable the older one (prevModule = the newer), then the newer (sentinel)', async () => {
    const [a, b] = [devAddress(7), devAddress(8)]
    await run(buildEnableModule(await setupNow(), { module: a }), [3])
    await run(buildEnableModule(await setupNow(), { module: b }), [3])
    expect(await read.modules()).toEqual([b, a])
    await run(buildDisableModule(await setupNow(), { module: a }), [3])
    expect(await read.modules()).toEqual([b])
    await run(buildDisableModule(await setupNow(), { module: b }), [3])
    expect(await read.modules()).toEqual([])
  })

  test('guard set then removed; fallback handler set then back to the default one', async () => {
    // A guard that lets everything through: code that stops at once (checkTransaction/checkAfterExecution return).
    const guard = devAddress(7)
    await client.setCode({ address: guard, bytecode: '0x00' })
    await run(buildSetGuard(await setupNow(), { guard }), [3])
    expect(await read.slot(GUARD_SLOT)).toBe(guard)
    await run(buildRemoveGuard(await setupNow()), [3])
    expect(await read.slot(GUARD_SLOT)).toBe(zeroAddress)
    await client.setCode({ address: guard, bytecode: '0x' })

    const defaultHandler = canonicalAddresses['1.3.0'].CompatibilityFallbackHandler
    expect(await read.slot(HANDLER_SLOT)).toBe(defaultHandler)
    await run(buildSetFallbackHandler(await setupNow(), { handler: devAddress(8) }), [3])
    expect(await read.slot(HANDLER_SLOT)).toBe(devAddress(8))
    await run(buildSetFallbackHandler(await setupNow(), { handler: defaultHandler }), [3])
    expect(await read.slot(HANDLER_SLOT)).toBe(defaultHandler)
  })

  test('upgrade 1.3.0 → 1.4.1 through SafeMigration: SafeL2 1.4.1 singleton and handler, setup and funds kept', async () => {
    const dai = chain.tokens.dai.address
    const before = {
      eth: await client.getBalance({ address: safe.address }),
      dai: await client.readContract({ address: dai, abi: erc20Abi, functionName: 'balanceOf', args: [safe.address] }),
      owners: await read.owners(),
      threshold: await read.threshold(),
    }
    expect(await client.readContract({ address: safe.address, abi, functionName: 'VERSION' })).toBe('1.3.0')
    await run(buildUpgradeTo141(await setupNow()), [3])
    expect(await read.slot('0x0')).toBe(canonicalAddresses['1.4.1'].SafeL2)
    expect(await client.readContract({ address: safe.address, abi, functionName: 'VERSION' })).toBe('1.4.1')
    expect(await read.slot(HANDLER_SLOT)).toBe(canonicalAddresses['1.4.1'].CompatibilityFallbackHandler)
    expect(await client.getBalance({ address: safe.address })).toBe(before.eth)
    expect(
      await client.readContract({ address: dai, abi: erc20Abi, functionName: 'balanceOf', args: [safe.address] }),
    ).toBe(before.dai)
    expect(await read.owners()).toEqual(before.owners)
    expect(await read.threshold()).toBe(before.threshold)
    // The upgraded Safe still executes transactions, now as 1.4.1.
    safe = { ...safe, version: '1.4.1' }
    await run(buildEnableModule(await setupNow(), { module: devAddress(7) }), [3])
    expect(await read.modules()).toEqual([devAddress(7)])
  })
})
