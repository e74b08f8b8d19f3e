import type { GatewayClient } from '@concord/gateway-client'
import {
  type ChainId,
  chainIdNumber,
  execTransactionArgs,
  hashSafeTx,
  makeMultisigTxId,
  type SafeTransactionData,
  type SafeVersion,
  safeAbi,
} from '@concord/protocol'
import type { Address, Hex, PublicClient } from 'viem'
import type { Config } from 'wagmi'
import { getPublicClient, waitForTransactionReceipt, writeContract } from 'wagmi/actions'
import { whenWalletSettled } from '../../connection/whenWalletSettled'
import { WebAppError } from '../../errors'
import { assertExecuted } from './assertExecuted'
import type { ChainWritePhase } from './ChainWriteStatus'
import { deploySafeFromSetup } from './deploySafeFromSetup'
import { explainExecutionFailure } from './explainExecutionFailure'
import { waitUntilExecutedAtGateway } from './waitUntilExecutedAtGateway'

/** Gas and EIP-1559 fees chosen for the execution (undefined: let the wallet decide). */
export type ExecutionFees = {
  gas?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
}

/** What to execute: the SafeTx, its Safe's version, the signatures blob, the fees, and the write's name in words. */
export type ExecuteRequest = {
  tx: SafeTransactionData
  version: SafeVersion
  signatures: Hex
  fees: ExecutionFees
  what: string
}

/** Where the execution runs and what it reports to: the Safe, the sender, the wallet config and the page's hooks. */
export type ExecutionContext = {
  wagmiConfig: Config
  gatewayClient: Pick<GatewayClient, 'getTransactionDetails' | 'reportPendingExecution' | 'getCounterfactualSafeSetup'>
  chainId: ChainId
  safe: Address
  account: Address | undefined
  onPhase: (phase: ChainWritePhase) => void
  onSent: (hash: Hex) => void
  /** Refetches the gateway's data once the execution is mined (whatever its outcome). */
  refresh: () => Promise<void>
}

/**
 * Executes a SafeTx from the connected account (owner or not). A Safe not deployed yet is deployed first from its
 * stored setup (its own wallet transaction, with its progress), since execTransaction needs the contract. Then it
 * simulates execTransaction (a revert is refused with its reason and nothing more is sent), sends it, waits for the receipt and for the gateway to index it, refreshes,
 * then reads the Safe's ExecutionSuccess/ExecutionFailure event.
 */
export async function executeSafeTx(ctx: ExecutionContext, request: ExecuteRequest) {
  const { account, safe, wagmiConfig } = ctx
  if (!account) throw new WebAppError('NOT_CONNECTED', 'Connect a wallet to execute.')
  const chainId = chainIdNumber(ctx.chainId)
  const client = getPublicClient(wagmiConfig, { chainId })
  if (!client)
    throw new WebAppError(
      'NOT_CONNECTED',
      `No connection to chain ${ctx.chainId}: check its RPC in the gateway config, then retry.`,
    )
  const code = await client.getCode({ address: safe })
  if (code === undefined || code === '0x') await deploySafeFromSetup({ ...ctx, version: request.version, account })
  const call = {
    address: safe,
    abi: safeAbi,
    functionName: 'execTransaction' as const,
    args: execTransactionArgs(request.tx, request.signatures),
  }
  await simulateExecution(client, () => client.simulateContract({ ...call, account }), safe, request)
  ctx.onPhase({ step: 'wallet', what: request.what })
  const hash = await writeContract(await whenWalletSettled(wagmiConfig), {
    ...call,
    chainId,
    account,
    ...feeOverrides(request.fees),
  })
  ctx.onSent(hash)
  ctx.onPhase({ step: 'pending', what: request.what, hash })
  // Every owner's screen shows it as executing (and its sender can speed it up) while it waits to be mined; a gateway
  // that cannot take the report changes nothing about the execution itself.
  void ctx.gatewayClient.reportPendingExecution(String(ctx.chainId), safe, { txHash: hash }).catch(() => undefined)
  // A speed-up or cancellation from the Executing card replaces it: the wait follows the replacement's receipt.
  const receipt = await waitForTransactionReceipt(wagmiConfig, { chainId, hash })
  if (receipt.status === 'success') {
    ctx.onPhase({ step: 'indexing', what: request.what, hash })
    const safeTxHash = hashSafeTx({
      chainId: BigInt(chainId),
      safeAddress: safe,
      version: request.version,
      tx: request.tx,
    })
    await waitUntilExecutedAtGateway(ctx.gatewayClient, ctx.chainId, makeMultisigTxId(safe, safeTxHash))
  }
  await ctx.refresh()
  assertExecuted(receipt, safe, hash)
  return { hash, executor: account }
}

/** Runs the execution as an eth_call first: a revert becomes WOULD_FAIL with its reason, and nothing is sent. */
async function simulateExecution(
  client: Pick<PublicClient, 'call'>,
  simulate: () => Promise<unknown>,
  safe: Address,
  request: ExecuteRequest,
): Promise<void> {
  try {
    await simulate()
  } catch (error) {
    const reason = await explainExecutionFailure(client, safe, request.version, request.tx, error)
    throw new WebAppError('WOULD_FAIL', `Execution would fail: ${reason}. Nothing was sent.`)
  }
}

/** The fees the user set, as writeContract takes them (unset ones are left out for the wallet to choose). */
function feeOverrides(fees: ExecutionFees) {
  return {
    ...(fees.gas ? { gas: fees.gas } : {}),
    ...(fees.maxFeePerGas ? { maxFeePerGas: fees.maxFeePerGas } : {}),
    ...(fees.maxPriorityFeePerGas ? { maxPriorityFeePerGas: fees.maxPriorityFeePerGas } : {}),
  }
}
