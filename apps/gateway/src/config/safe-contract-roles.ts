import type { SafeContractName } from '@concord/protocol'
import type { SafeContracts } from './config-schema.js'

/** Each contract role of our config (`safeSingleton`…) by the protocol's contract name (`Safe`…). */
export const SAFE_CONTRACT_ROLES: Record<keyof SafeContracts, SafeContractName> = {
  safeSingleton: 'Safe',
  safeL2Singleton: 'SafeL2',
  proxyFactory: 'SafeProxyFactory',
  multiSend: 'MultiSend',
  multiSendCallOnly: 'MultiSendCallOnly',
  fallbackHandler: 'CompatibilityFallbackHandler',
  signMessageLib: 'SignMessageLib',
  createCall: 'CreateCall',
  simulateTxAccessor: 'SimulateTxAccessor',
}
