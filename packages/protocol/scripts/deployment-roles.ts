// Which safe-deployments entry each of our contract roles is, per Safe version: shared by the registry generator and
// the test that checks the generated file against the package.
import * as deployments from '@safe-global/safe-deployments'

/** Every Safe version the registry describes, oldest first. */
export const KNOWN_VERSIONS = ['1.0.0', '1.1.1', '1.2.0', '1.3.0', '1.4.1', '1.5.0'] as const

/** One deployment as safe-deployments describes it (only what the registry reads). */
export type Deployment = {
  contractName: string
  version: string
  abi: { type: string; name?: string; inputs?: { type: string; name?: string; indexed?: boolean }[] }[]
  deployments: Partial<Record<'canonical' | 'eip155', { address: string; codeHash: string }>>
}

// Our role name → the package's getter. Callback handlers are told apart by contract name: the package answers
// `getTokenCallbackHandlerDeployment({version: '1.1.1'})` with the DefaultCallbackHandler and the other way round.
const getters = {
  Safe: deployments.getSafeSingletonDeployment,
  SafeL2: deployments.getSafeL2SingletonDeployment,
  SafeProxyFactory: deployments.getProxyFactoryDeployment,
  MultiSend: deployments.getMultiSendDeployment,
  MultiSendCallOnly: deployments.getMultiSendCallOnlyDeployment,
  CompatibilityFallbackHandler: deployments.getCompatibilityFallbackHandlerDeployment,
  ExtensibleFallbackHandler: deployments.getExtensibleFallbackHandlerDeployment,
  DefaultCallbackHandler: deployments.getDefaultCallbackHandlerDeployment,
  TokenCallbackHandler: deployments.getTokenCallbackHandlerDeployment,
  SignMessageLib: deployments.getSignMessageLibDeployment,
  CreateCall: deployments.getCreateCallDeployment,
  SimulateTxAccessor: deployments.getSimulateTxAccessorDeployment,
  SafeMigration: deployments.getSafeMigrationDeployment,
  SafeToL2Migration: deployments.getSafeToL2MigrationDeployment,
  SafeToL2Setup: deployments.getSafeToL2SetupDeployment,
} as const

/** A contract role of the registry. */
export type DeploymentRole = keyof typeof getters

/** Every role, in the order the generated file lists them. */
export const ROLES = Object.keys(getters) as DeploymentRole[]

/** The deployment of `role` released for exactly `version`, or undefined when that version has none. */
export function deploymentOf(role: DeploymentRole, version: string): Deployment | undefined {
  const found = getters[role]({ version, released: true }) as Deployment | undefined
  if (found === undefined || found.version !== version) return undefined
  if ((role === 'DefaultCallbackHandler' || role === 'TokenCallbackHandler') && found.contractName !== role)
    return undefined
  return found
}
