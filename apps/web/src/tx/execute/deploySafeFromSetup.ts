import type { GatewayClient } from '@concord/gateway-client'
import { type ChainId, chainIdNumber, predictSafeAddress, safeProxyFactoryAbi } from '@concord/protocol'
import { type Address, getAddress, type Hex, isAddressEqual, type PublicClient } from 'viem'
import type { Config } from 'wagmi'
import { getPublicClient, waitForTransactionReceipt, writeContract } from 'wagmi/actions'
import { whenWalletSettled } from '../../connection/whenWalletSettled'
import { WebAppError } from '../../errors'
import { shortenAddress } from '../../ui/AddressView'
import type { ChainWritePhase } from './ChainWriteStatus'
import { simulateDeployment } from './simulateDeployment'

/** Where a Safe registered before its deployment is deployed from: the wallet, the gateway, and the page's hooks. */
export type DeployContext = {
  wagmiConfig: Config
  gatewayClient: Pick<GatewayClient, 'getCounterfactualSafeSetup'>
  chainId: ChainId
  /** The chain's name for messages (its id when not given). */
  chainName?: string | undefined
  safe: Address
  /** The Safe's version (SafeInfo's), which fixes the proxy code its address is computed with. */
  version: string
  account: Address | undefined
  onPhase: (phase: ChainWritePhase) => void
  onSent: (hash: Hex) => void
}

/**
 * Deploys a Safe registered before its deployment: reads its stored setup from the gateway, checks in the browser
 * that CREATE2 of it gives this Safe's address (a wrong setup would deploy some other Safe), simulates the factory call
 * (a failure said in words, the wallet not asked), then sends the factory's createProxyWithNonce from the connected
 * wallet and waits until it is mined. Deploy now and deploy-with-the-first-execution both come through here.
 */
export async function deploySafeFromSetup(ctx: DeployContext): Promise<Hex> {
  if (!ctx.account) throw new WebAppError('NOT_CONNECTED', 'Connect the wallet of an owner (or any account) to deploy.')
  const setup = await ctx.gatewayClient.getCounterfactualSafeSetup(ctx.chainId, ctx.safe)
  const predicted = predictSafeAddress({ ...setup, version: ctx.version })
  if (!isAddressEqual(predicted, ctx.safe)) {
    throw new WebAppError(
      'SAFE_SETUP_MISMATCH',
      `The setup the gateway stored creates ${getAddress(predicted)}, not this Safe (${ctx.safe}): nothing was sent. Register the Safe again from Create Safe.`,
    )
  }
  const chainId = chainIdNumber(ctx.chainId)
  const client = getPublicClient(ctx.wagmiConfig, { chainId })
  if (client)
    await simulateDeployment(client as PublicClient, setup, ctx.account, ctx.chainName ?? `chain ${ctx.chainId}`)
  const what = `Deploy Safe ${shortenAddress(ctx.safe)}`
  ctx.onPhase({ step: 'wallet', what })
  const hash = await writeContract(await whenWalletSettled(ctx.wagmiConfig), {
    chainId,
    account: ctx.account,
    address: setup.factory,
    abi: safeProxyFactoryAbi,
    functionName: 'createProxyWithNonce',
    args: [setup.singleton, setup.initializer, BigInt(setup.saltNonce)],
  })
  ctx.onSent(hash)
  ctx.onPhase({ step: 'pending', what, hash })
  const receipt = await waitForTransactionReceipt(ctx.wagmiConfig, { chainId, hash })
  if (receipt.status !== 'success') {
    throw new WebAppError('SAFE_DEPLOY_REVERTED', 'The deployment reverted on chain: nothing else was sent. Try again.')
  }
  return hash
}
