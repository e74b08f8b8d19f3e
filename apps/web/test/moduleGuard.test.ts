import { type DevChain, devAccounts, startDevChain } from '@concord/devchain'
import { execTransactionArgs, SAFE_STORAGE_SLOTS, safeAbi } from '@concord/protocol'
import { type Address, createPublicClient, createWalletClient, getAddress, http, pad } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  buildRemoveModuleGuard,
  buildSetModuleGuard,
  hasModuleGuard,
} from '../src/features/settings/contract/buildSetModuleGuard'
import type { SafeSetup } from '../src/features/settings/safeSetup'
import { executionSignatures } from '../src/tx/execute/executionSignatures'
import { safeTxFromDraft } from '../src/tx/review/safeTxFromDraft'
import { signSafeTx } from '../src/tx/sign/signSafeTx'

let chain: DevChain
beforeAll(async () => {
  chain = await startDevChain()
}, 120_000)
afterAll(() => chain?.stop())

const GUARD = getAddress('0x00000000000000000000000000000000000c0de5')
const setupOf = (over: Partial<SafeSetup>): SafeSetup => ({
  address: chain.demo.safe150.address,
  owners: [devAccounts[4]?.address as Address],
  threshold: 1,
  modules: [],
  version: '1.5.0',
  implementation: GUARD,
  fallbackHandler: null,
  guard: null,
  moduleGuard: null,
  ...over,
})

describe('the module guard form (Safe 1.5.0)', () => {
  test('is only for 1.5.0, and says what is wrong in words', () => {
    expect(hasModuleGuard({ version: '1.5.0+L2' })).toBe(true)
    expect(hasModuleGuard({ version: '1.4.1' })).toBe(false)
    expect(buildSetModuleGuard(setupOf({ version: '1.4.1' }), { guard: GUARD })).toEqual({
      ok: false,
      errors: { moduleGuard: 'A Safe 1.4.1 has no module guard: update it to 1.5.0.' },
    })
    expect(buildSetModuleGuard(setupOf({ moduleGuard: GUARD }), { guard: GUARD })).toMatchObject({
      ok: false,
      errors: { moduleGuard: `${GUARD} is already the module guard of this Safe.` },
    })
    expect(buildRemoveModuleGuard(setupOf({}))).toMatchObject({ ok: false })
  })

  test('sets the module guard of the 1.5.0 demo Safe on anvil, signed and executed like any transaction', async () => {
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    // A contract that answers every call with 1: it supports IModuleGuard as far as setModuleGuard asks.
    await client.request({ method: 'anvil_setCode' as never, params: [GUARD, '0x600160005260206000f3'] as never })
    const plan = buildSetModuleGuard(setupOf({}), { guard: GUARD })
    if (!plan.ok) throw new Error(JSON.stringify(plan.errors))
    expect(plan.draft.title).toBe('Set module guard 0x0000…0dE5')
    const safe = chain.demo.safe150.address
    const nonce = await client.readContract({ address: safe, abi: safeAbi, functionName: 'nonce' })
    const tx = safeTxFromDraft(plan.draft, { version: '1.5.0', nonce })
    const owner = privateKeyToAccount(devAccounts[4]?.privateKey as `0x${string}`)
    const domain = { chainId: chain.chainId, safe, version: '1.5.0' as const }
    const signed = await signSafeTx((typed) => owner.signTypedData(typed), owner.address, domain, tx)
    const blob = executionSignatures([{ owner: owner.address, signature: signed.signature }], {
      threshold: 1,
      owners: [owner.address],
      executor: owner.address,
    })
    const wallet = createWalletClient({ account: owner, transport: http(chain.rpcUrl) })
    const hash = await wallet.writeContract({
      address: safe,
      abi: safeAbi,
      functionName: 'execTransaction',
      args: execTransactionArgs(tx, blob),
      chain: null,
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    const slot = await client.getStorageAt({ address: safe, slot: SAFE_STORAGE_SLOTS.moduleGuard })
    expect(slot).toBe(pad(GUARD.toLowerCase() as `0x${string}`))
  })
})
