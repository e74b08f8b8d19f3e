// Public surface of @concord/safe-actions: viem actions that read a Safe's state from chain.

export { SafeActionsError, type SafeActionsErrorCode, SafeReadFailedError, SafeRpcUnreachableError } from './errors.js'
export type { SafeReadParameters } from './read-parameters.js'
export { type ReadSafeModulesParameters, readSafeModules } from './read-safe-modules.js'
export { readSafeOwners } from './read-safe-owners.js'
export { readSafeSettings, type SafeSettings } from './read-safe-settings.js'
export { readSafeState, type SafeState } from './read-safe-state.js'
export { readSafeVersion } from './read-safe-version.js'
