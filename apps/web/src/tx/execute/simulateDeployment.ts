import type { CounterfactualSafeSetup } from '@concord/gateway-schema'
import { revertReason, safeProxyFactoryAbi } from '@concord/protocol'
import { type Address, BaseError, type Hex, type PublicClient } from 'viem'
import { WebAppError } from '../../errors'
import { walletErrorText } from '../../walletErrorText'

/** The revert data inside a viem error from eth_call/estimateGas, if the node sent any. */
function revertDataOf(error: unknown): Hex | undefined {
  if (!(error instanceof BaseError)) return undefined
  const found = error.walk((inner) => typeof (inner as { data?: unknown }).data === 'string')
  const data = (found as { data?: unknown } | null)?.data
  return typeof data === 'string' && data.startsWith('0x') ? (data as Hex) : undefined
}

/** Why the factory call would fail, in words, from what the simulation answered. */
export function deploymentFailureText(error: unknown): string {
  const data = revertDataOf(error)
  const reason = data === undefined ? undefined : revertReason(data)
  // Every factory from 1.3.0 on requires the CREATE2 to succeed: it fails only when the address has a contract.
  if (reason === 'Create2 call failed') {
    return 'A contract is at this Safe’s address already: it is deployed. Reload the page.'
  }
  // The factory calls setup() and reverts without data when it fails (an owner or module the setup refuses).
  if (reason === 'reverted without a reason') {
    return 'The Safe’s setup() call would revert: its stored owners, threshold or setup call cannot be set up on this chain.'
  }
  const why = reason ?? walletErrorText(error) ?? (error instanceof BaseError ? error.shortMessage : String(error))
  return `The deployment would fail: ${why}.`
}

/**
 * Simulates the factory call that deploys the Safe from `setup`, as `account` would send it (eth_call, then
 * estimateGas for the gas and the account's funds), before the wallet is asked; throws a WebAppError saying in words
 * why it would fail: the factory or singleton missing on this chain, the address taken, the setup reverting, no funds.
 */
export async function simulateDeployment(
  client: PublicClient,
  setup: CounterfactualSafeSetup,
  account: Address,
  chainName: string,
): Promise<void> {
  for (const [what, address] of [
    ['Safe proxy factory', setup.factory],
    ['Safe singleton', setup.singleton],
  ] as const) {
    const code = await client.getCode({ address })
    if (code === undefined || code === '0x') {
      throw new WebAppError(
        'WOULD_FAIL',
        `The ${what} ${address} is not deployed on ${chainName}: this Safe cannot be deployed there. Nothing was sent.`,
      )
    }
  }
  const call = {
    account,
    address: setup.factory,
    abi: safeProxyFactoryAbi,
    functionName: 'createProxyWithNonce',
    args: [setup.singleton, setup.initializer, BigInt(setup.saltNonce)],
  } as const
  try {
    await client.simulateContract(call)
    await client.estimateContractGas(call)
  } catch (error) {
    throw new WebAppError('WOULD_FAIL', `${deploymentFailureText(error)} Nothing was sent.`)
  }
}
