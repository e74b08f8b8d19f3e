import type { ChainInfo } from '@concord/gateway-client'
import { canonicalAddresses, encodeSafeSetup, type FullSafeVersion, predictSafeAddress } from '@concord/protocol'
import type { Address, Hex } from 'viem'
import type { ValidSafeForm } from './validateSafeForm'

/** What deploying a Safe sends: createProxyWithNonce(singleton, initializer, saltNonce) on the factory. */
export type SafeDeploymentPlan = {
  version: FullSafeVersion
  factory: Address
  singleton: Address
  initializer: Hex
  saltNonce: bigint
  /** Where the Safe will live (CREATE2), shown before deploying. */
  predicted: Address
}

/**
 * The version's contracts on `chain`: the gateway's chain config when it describes that version (its recommended
 * one), the canonical deployments otherwise. The singleton is always SafeL2: its events let the gateway index it.
 */
export function safeContractsFor(chain: ChainInfo, version: FullSafeVersion) {
  const canonical = canonicalAddresses[version]
  const configured = chain.recommendedMasterCopyVersion === version ? chain.contractAddresses : undefined
  return {
    factory: configured?.safeProxyFactoryAddress ?? canonical.SafeProxyFactory,
    singleton: canonical.SafeL2,
    fallbackHandler: configured?.fallbackHandlerAddress ?? canonical.CompatibilityFallbackHandler,
  }
}

/** Encodes the setup and predicts the address of a new Safe with the form's owners, threshold and salt. */
export function planSafeDeployment(
  chain: ChainInfo,
  version: FullSafeVersion,
  form: ValidSafeForm,
): SafeDeploymentPlan {
  const { factory, singleton, fallbackHandler } = safeContractsFor(chain, version)
  const initializer = encodeSafeSetup({ owners: form.owners, threshold: form.threshold, fallbackHandler })
  const predicted = predictSafeAddress({ factory, singleton, initializer, saltNonce: form.saltNonce, version })
  return { version, factory, singleton, initializer, saltNonce: form.saltNonce, predicted }
}
