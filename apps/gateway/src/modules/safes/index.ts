export { loadSafe } from './load-safe.js'
export { loadSafeOrSetup } from './load-safe-or-setup.js'
export { refuseOwnershipDeadlock } from './nested/refuse-ownership-deadlock.js'
export { ownsAnySafe } from './owns-any-safe.js'
export { readCreationSingleton } from './read-creation-singleton.js'
export { readModuleSafes } from './read-module-safes.js'
export { readOwnedSafes } from './read-owned-safes.js'
export type { SafeState } from './safe-info-of.js'
export type { SafeRow } from './safe-repository.js'
export { safeHandlers } from './safe-routes.js'
export {
  type ApiFace,
  refuseDisabledEthSign,
  refuseFormerOwners,
  type SignedSafeTx,
  type VerifiedSignature,
  verifySignatures,
} from './verify-signatures.js'
export { versionOfSingleton } from './version-of-singleton.js'
