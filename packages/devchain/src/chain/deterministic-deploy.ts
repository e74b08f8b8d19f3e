import { createRequire } from 'node:module'
import { type Address, concatHex, getContractAddress, type Hex, type LocalAccount, numberToHex } from 'viem'
import { DevchainError } from '../errors.js'
import type { DevClient } from './dev-client.js'
import { waitForSuccess } from './send-and-wait.js'

const require = createRequire(import.meta.url)

/** Safe's singleton factory: CREATE2 deployer used for the canonical Safe 1.4.1 addresses (and our demo tokens). */
export const SAFE_SINGLETON_FACTORY: Address = '0x914d7Fec6aaC8cd542e72Bca78B30650d45643d7'

/** Arachnid's deterministic deployment proxy, preinstalled by anvil; Safe 1.3.0 was deployed canonically through it. */
export const ARACHNID_DEPLOYER: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C'

type SingletonFactoryInfo = { gasPrice: number; gasLimit: number; signerAddress: Address; transaction: Hex }

/** True when `address` holds contract code. */
export async function hasCode(client: DevClient, address: Address): Promise<boolean> {
  const code = await client.getCode({ address })
  return code !== undefined && code !== '0x'
}

/** Deploys the Safe singleton factory at its canonical address unless it is already there; true when it deployed. */
export async function ensureSingletonFactory(client: DevClient): Promise<boolean> {
  if (await hasCode(client, SAFE_SINGLETON_FACTORY)) return false
  const { getSingletonFactoryInfo } = require('@safe-global/safe-singleton-factory') as {
    getSingletonFactoryInfo(chainId: number): SingletonFactoryInfo | undefined
  }
  const info = getSingletonFactoryInfo(client.chain.id)
  if (info) {
    // Safe publishes one presigned, EIP-155-protected deployment per chain id: fund its signer and replay it,
    // exactly as on a public chain.
    await client.setBalance({ address: info.signerAddress, value: BigInt(info.gasPrice) * BigInt(info.gasLimit) })
    const hash = await client.sendRawTransaction({ serializedTransaction: info.transaction })
    await waitForSuccess(client, hash, 'Safe singleton factory deployment')
  } else {
    // No presigned transaction for this chain id; the factory's runtime code is the same as Arachnid's deployer.
    const code = await client.getCode({ address: ARACHNID_DEPLOYER })
    if (!code)
      throw new DevchainError(
        'DEPLOY_FAILED',
        'Neither a presigned Safe singleton factory tx nor the Arachnid deployer is available on this chain.',
      )
    await client.setCode({ address: SAFE_SINGLETON_FACTORY, bytecode: code })
  }
  return true
}

/** A contract to place with CREATE2 through a deployer that takes `salt ‖ initCode` as calldata. */
export type DeterministicDeployment = { factory: Address; salt: bigint; initCode: Hex; label: string }

/** The address a DeterministicDeployment lands at. */
export function deterministicAddress({ factory, salt, initCode }: DeterministicDeployment): Address {
  return getContractAddress({
    opcode: 'CREATE2',
    from: factory,
    salt: numberToHex(salt, { size: 32 }),
    bytecode: initCode,
  })
}

/** Deploys through the CREATE2 factory unless code is already at the address; returns the address and whether it deployed. */
export async function deployDeterministic(
  client: DevClient,
  sender: LocalAccount,
  deployment: DeterministicDeployment,
): Promise<{ address: Address; deployed: boolean }> {
  const address = deterministicAddress(deployment)
  if (await hasCode(client, address)) return { address, deployed: false }
  const hash = await client.sendTransaction({
    account: sender,
    to: deployment.factory,
    data: concatHex([numberToHex(deployment.salt, { size: 32 }), deployment.initCode]),
  })
  await waitForSuccess(client, hash, `${deployment.label} deployment`)
  if (!(await hasCode(client, address))) {
    throw new DevchainError(
      'DEPLOY_FAILED',
      `${deployment.label} has no code at ${address} after its deployment; the factory call failed silently.`,
    )
  }
  return { address, deployed: true }
}
