import { canonicalAddresses } from '@concord/protocol'
import * as apiKitModule from '@safe-global/api-kit'
import type { ContractNetworksConfig } from '@safe-global/protocol-kit'
import * as protocolKitModule from '@safe-global/protocol-kit'
import type { Address, Hex } from 'viem'

// The real Safe{Core} SDK kits (@safe-global/api-kit 5, protocol-kit 8) for the Transaction Service API tests.

// TypeScript reads both kits' types as CommonJS (their package.json has no "type": "module"), so it sees each class
// one `default` deeper than Node's ESM import of their .mjs build, which is what runs.
/** api-kit's client class. */
export const SafeApiKit = apiKitModule.default as unknown as typeof apiKitModule.default.default
/** protocol-kit's Safe class. */
export const Safe = protocolKitModule.default as unknown as typeof protocolKitModule.default.default
export const { hashSafeMessage } = protocolKitModule

const v141 = canonicalAddresses['1.4.1']
/** protocol-kit knows no deployments on the dev chain's id; the dev chain has the canonical 1.4.1 ones. */
export const devContractNetworks: ContractNetworksConfig = {
  '31337': {
    safeSingletonAddress: v141.SafeL2,
    safeProxyFactoryAddress: v141.SafeProxyFactory,
    multiSendAddress: v141.MultiSend,
    multiSendCallOnlyAddress: v141.MultiSendCallOnly,
    fallbackHandlerAddress: v141.CompatibilityFallbackHandler,
    signMessageLibAddress: v141.SignMessageLib,
    createCallAddress: v141.CreateCall,
    simulateTxAccessorAddress: v141.SimulateTxAccessor,
  },
}

/** protocol-kit for `safeAddress` on the dev chain, signing with `privateKey`. */
export function devProtocolKit(rpcUrl: string, privateKey: Hex, safeAddress: Address) {
  return Safe.init({ provider: rpcUrl, signer: privateKey, safeAddress, contractNetworks: devContractNetworks })
}

/** api-kit pointed at a gateway's Transaction Service API for the dev chain. */
export function devApiKit(gatewayUrl: string) {
  return new SafeApiKit({ chainId: 31337n, txServiceUrl: `${gatewayUrl}/txs/31337/api` })
}
