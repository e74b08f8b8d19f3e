// What other features may use of ENS: the verified-name tag, forward resolution and the name/registry checks.
export { EnsName } from './EnsName'
export { ensNameOf } from './ensNameOf'
export { ensRegistryOf } from './ensRegistryOf'
export { useEnsAddress } from './useEnsAddress'
