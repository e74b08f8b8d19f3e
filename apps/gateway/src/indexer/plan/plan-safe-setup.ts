import { getAddress } from 'viem'
import { saltNonceOf } from '../fetch/chain-reader.js'
import type { SafeEvent } from '../fetch/safe-events.js'
import { SAFES } from '../store/state-tables.js'
import { type BatchPlan, blockTime } from './batch-plan.js'
import { factorySetupOf } from './factory-setup.js'

const ZERO = '0x0000000000000000000000000000000000000000'

/** An address argument, null when absent or zero. */
export const nullIfZero = (address: unknown) => (typeof address === 'string' && address !== ZERO ? address : null)

/**
 * Records the Safe a SafeSetup event sets up, with its first state, when its singleton is one the chain config knows
 * (from the ProxyCreation of the same transaction, else read from the proxy's storage by fetchBatch).
 */
export function planSafeSetup(plan: BatchPlan, event: SafeEvent): void {
  const { batch } = plan
  const { log, args } = event
  const safe = getAddress(log.address)
  const proxyCreation = batch.events.find(
    (e) => e.name === 'ProxyCreation' && e.log.transactionHash === log.transactionHash && e.args.proxy === safe,
  )
  const singleton = (proxyCreation?.args.singleton as string | undefined) ?? batch.singletons.get(safe)
  if (singleton === undefined || batch.versionOf(singleton) === null) return
  const facts = batch.txFacts.get(log.transactionHash)
  const factory = proxyCreation === undefined ? null : getAddress(proxyCreation.log.address)
  const setup = factory === null ? null : factorySetupOf(batch, safe, factory, log.transactionHash)
  plan.writes.insert(SAFES, {
    chainId: batch.chainId,
    address: safe,
    singleton,
    nonce: 0,
    threshold: Number(args.threshold),
    fallbackHandler: nullIfZero(args.fallbackHandler),
    guard: null,
    creator: facts?.from ?? (args.initiator as string),
    factory,
    initializer: nullIfZero(args.initializer),
    saltNonce: facts === undefined ? null : saltNonceOf(facts.input),
    creationTxHash: log.transactionHash,
    creationBlock: log.blockNumber,
    creationLogIndex: log.logIndex,
    createdAt: blockTime(batch, log.blockNumber),
    setupSingleton: setup?.singleton ?? null,
    setupInitializer: setup?.initializer ?? null,
    setupSaltNonce: setup?.saltNonce ?? null,
  })
  plan.created.push(safe)
  plan.tracker.set(safe, log.blockNumber, log.logIndex, {
    nonce: 0,
    threshold: Number(args.threshold),
    owners: [...(args.owners as string[])],
    // A SafeSetup event has no modules; one read from the chain (pre-1.3.0 Safes) has what setup enabled.
    modules: [...((args.modules as string[] | undefined) ?? [])],
    singleton,
    fallbackHandler: nullIfZero(args.fallbackHandler),
    guard: null,
    moduleGuard: null,
  })
}
