import { type DevChain, startDevChain } from '@concord/devchain'
import { versionContract } from '@concord/protocol'
import { createPublicClient, http, type PublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { readSafeInfoFromChain } from '../src/features/offline/chain-read/readSafeInfoFromChain'
import { listSafeUpdates } from '../src/features/settings/contract/listSafeUpdates'
import { safeSetupOf } from '../src/features/settings/safeSetup'
import { draftToSafeCall } from '../src/tx/review/safeTxFromDraft'
import { simulateSafeCall } from '../src/tx/simulate/simulateSafeCall'

let chain: DevChain
let client: PublicClient
beforeAll(async () => {
  chain = await startDevChain()
  client = createPublicClient({ transport: http(chain.rpcUrl) })
}, 120_000)
afterAll(() => chain?.stop())

describe('the review simulates Update Safe of a pre-1.3.0 Safe (the 1.1.1 demo Safe on anvil)', () => {
  test('"Update to 1.4.1" (changeMasterCopy + setFallbackHandler through MultiSend 1.1.1) would succeed', async () => {
    const safe = chain.demo.safe111.address
    const info = await readSafeInfoFromChain(
      client,
      { chainId: String(chain.chainId), recommendedMasterCopyVersion: '1.4.1' },
      safe,
    )
    const [option] = listSafeUpdates(safeSetupOf(info), { l2: true, recommendedMasterCopyVersion: '1.4.1' })
    if (!option?.plan.ok) throw new Error('no update offered')
    const call = draftToSafeCall(option.plan.draft.calls, '1.1.1')
    expect(call.to).toBe(versionContract('1.1.1', 'MultiSend'))
    // 1.4.1, swapped in for the usual pre-1.3.0 simulation, has no changeMasterCopy: the Safe's own code must run it.
    const result = await simulateSafeCall(client, safe, '1.1.1', call)
    expect(result).toMatchObject({ ok: true })
    expect(result.ok && result.gasUsed > 0n).toBe(true)
  })

  test('a call that fails in the real contract is still reported as failing', async () => {
    const safe = chain.demo.safe111.address
    const tooMuch = { to: safe, value: (10n ** 24n).toString(), data: '0x' as const, operation: 0 as const }
    expect(await simulateSafeCall(client, safe, '1.1.1', tooMuch)).toMatchObject({ ok: false })
  })
})
