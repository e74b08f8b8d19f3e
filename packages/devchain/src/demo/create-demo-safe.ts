import { safeAbisByVersion } from '@concord/protocol'
import type { LocalAccount } from 'viem'
import { hasCode } from '../chain/deterministic-deploy.js'
import type { DevClient } from '../chain/dev-client.js'
import { waitForSuccess } from '../chain/send-and-wait.js'
import { DevchainError } from '../errors.js'
import type { DemoSafeSpec } from './demo-safe-specs.js'

/** Creates the Safe proxy through its version's canonical factory unless it exists; true when it was created now. */
export async function createDemoSafe(client: DevClient, sender: LocalAccount, spec: DemoSafeSpec): Promise<boolean> {
  if (await hasCode(client, spec.address)) return false
  const hash = await client.writeContract({
    account: sender,
    address: spec.factory,
    abi: safeAbisByVersion[spec.version].SafeProxyFactory,
    functionName: 'createProxyWithNonce',
    args: [spec.singleton, spec.initializer, spec.saltNonce],
  })
  await waitForSuccess(client, hash, `Safe ${spec.version} creation`)
  if (!(await hasCode(client, spec.address))) {
    throw new DevchainError(
      'SEED_FAILED',
      `The Safe ${spec.version} proxy is not at its predicted address ${spec.address}; the proxy creation code or factory differs from the canonical one.`,
    )
  }
  return true
}
