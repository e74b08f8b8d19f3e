import { z } from 'zod'
import { Address, AddressInfo, Hex } from './common.js'
import { AddressParam, HexData, NumericString } from './params.js'

/** How the Safe's singleton compares with the chain's recommended version. */
export const ImplementationVersionState = z.enum(['UP_TO_DATE', 'OUTDATED', 'UNKNOWN'])
export type ImplementationVersionState = z.output<typeof ImplementationVersionState>

/** A Safe's current configuration (`GET /v1/chains/{chainId}/safes/{address}`, gateway-api.md §3). */
export const SafeInfo = z.object({
  address: AddressInfo,
  chainId: z.string(),
  nonce: z.number().int(),
  threshold: z.number().int(),
  owners: z.array(AddressInfo),
  implementation: AddressInfo,
  implementationVersionState: ImplementationVersionState,
  /** Null when the Safe has no module. */
  modules: z.array(AddressInfo).nullable(),
  fallbackHandler: AddressInfo.nullable(),
  guard: AddressInfo.nullable(),
  /** Safe 1.5.0's guard of module transactions (a Concord addition); null before 1.5.0 or when none is set. */
  moduleGuard: AddressInfo.nullable(),
  version: z.string().nullable(),
  /**
   * False for a Safe registered before its deployment (a Concord addition; Safe{Wallet}'s counterfactual Safes): its
   * address, owners and threshold come from its setup, and it exists on chain once deployed.
   */
  deployed: z.boolean(),
  /** Cache-busting tags: unix seconds as strings, null when unknown. */
  collectiblesTag: z.string().nullable(),
  txQueuedTag: z.string().nullable(),
  txHistoryTag: z.string().nullable(),
  messagesTag: z.string().nullable(),
})
export type SafeInfo = z.output<typeof SafeInfo>

/** A Safe's next nonces: the on-chain one and the one after the trusted queued transactions (gateway-api.md §5.4). */
export const NoncesResponse = z.object({ currentNonce: z.number().int(), recommendedNonce: z.number().int() })
export type NoncesResponse = z.output<typeof NoncesResponse>

/**
 * A Safe registered before its deployment: the factory, singleton, setup calldata and salt nonce that
 * `createProxyWithNonce` will be called with (their CREATE2 address must be the path's address).
 */
export const RegisterCounterfactualSafeBody = z.object({
  factory: AddressParam,
  singleton: AddressParam,
  initializer: HexData,
  saltNonce: NumericString,
})
export type RegisterCounterfactualSafeRequest = z.input<typeof RegisterCounterfactualSafeBody>

/**
 * The setup the gateway stored for a Safe registered before its deployment: what `createProxyWithNonce` is called with
 * to deploy it, here or (at the same address) on another chain that has the same factory and singleton.
 */
export const CounterfactualSafeSetup = z.object({
  factory: Address,
  singleton: Address,
  initializer: Hex,
  saltNonce: z.string(),
})
export type CounterfactualSafeSetup = z.output<typeof CounterfactualSafeSetup>

/** The Safes an owner address belongs to on one chain. */
export const OwnedSafes = z.object({ safes: z.array(Address) })
export type OwnedSafes = z.output<typeof OwnedSafes>
