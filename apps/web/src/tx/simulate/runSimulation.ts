import type { ChainInfo } from '@concord/gateway-client'
import { chainIdNumber, type SafeVersion } from '@concord/protocol'
import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { getPublicClient } from 'wagmi/actions'
import { chainIdOf } from '../../chains/chainIdOf'
import { WebAppError } from '../../errors'
import { flattenCalls } from '../review/flattenCalls'
import type { SafeCall } from '../review/safeTxFromDraft'
import { balanceChanges } from './balanceChanges'
import { failureInWords } from './failureInWords'
import { readHoldings } from './readHoldings'
import { type SimulationResult, simulateSafeCall } from './simulateSafeCall'

/** A simulation's result, or that the Safe is not deployed yet (so nothing can run in it before its execution). */
export type SimulationOutcome = SimulationResult | { ok: false; notDeployed: true }

/**
 * Runs the Safe's call inside the Safe on the chain now; a failure comes with its reason in words, computed from the
 * Safe's balances where an amount is over what it holds. Loaded on demand by useSimulation: viem's `call` and the
 * public client are ~40 KB a page showing an executed transaction never needs.
 */
export async function runSimulation(
  wagmiConfig: Config,
  chain: ChainInfo,
  safe: string,
  version: SafeVersion,
  call: SafeCall,
): Promise<SimulationOutcome> {
  const client = getPublicClient(wagmiConfig, { chainId: chainIdNumber(chainIdOf(chain)) })
  if (!client) throw new WebAppError('NO_CHAIN_RPC', 'No connection to the chain: check its RPC in the gateway config.')
  const code = await client.getCode({ address: safe as Address })
  if (code === undefined || code === '0x') return { ok: false, notDeployed: true }
  const result = await simulateSafeCall(client, safe as Address, version, call)
  if (result.ok) return result
  const changes = balanceChanges(safe, flattenCalls(call))
  // The balances only sharpen the words: when they cannot be read, the revert reason still says why.
  const holdings = await readHoldings(client, safe as Address, changes, chain.nativeCurrency).catch(() => [])
  return { ok: false as const, reason: failureInWords(result.reason, changes, holdings) }
}
