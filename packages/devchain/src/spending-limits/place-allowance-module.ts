import { ALLOWANCE_MODULE_ADDRESS } from '@concord/protocol'
import type { Address, Hex } from 'viem'
import artifact from '../../artifacts/StandInAllowanceModule.json' with { type: 'json' }
import type { DevClient } from '../chain/dev-client.js'
import { DevchainError } from '../errors.js'
import type { StandInAllowanceModuleArtifact } from './compile-stand-in-allowance-module.js'

const compiled = (artifact as StandInAllowanceModuleArtifact).contracts.StandInAllowanceModule

/** Where the dev chain's AllowanceModule lives: Safe's canonical v0.1.1 address. */
export const devAllowanceModuleAddress: Address = ALLOWANCE_MODULE_ADDRESS

/**
 * Places the STAND-IN AllowanceModule (contracts/StandInAllowanceModule.sol) at the canonical address with
 * anvil_setCode, unless code is there; returns whether it placed it. A stand-in because no npm package publishes the
 * real module's bytecode, and setCode because Safe deployed it from its own key, which cannot be replayed. The
 * constructor sets nothing, so the runtime code anvil returns for an eth_call of the creation code is all it needs.
 */
export async function placeAllowanceModule(client: DevClient): Promise<boolean> {
  const existing = await client.getCode({ address: devAllowanceModuleAddress })
  if (existing && existing !== '0x') return false
  const { data: runtime } = await client.call({ data: compiled.bytecode as Hex })
  if (!runtime || runtime === '0x') {
    throw new DevchainError('DEPLOY_FAILED', 'The stand-in AllowanceModule returned no runtime code; recompile it.')
  }
  await client.setCode({ address: devAllowanceModuleAddress, bytecode: runtime })
  return true
}
