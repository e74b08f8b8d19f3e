import type { GatewayClient, PendingExecution } from '@concord/gateway-client'
import { type ChainId, chainIdNumber } from '@concord/protocol'
import { type Address, type Hex, isAddressEqual } from 'viem'
import type { Config } from 'wagmi'
import { getPublicClient, sendTransaction } from 'wagmi/actions'
import { whenWalletSettled } from '../../connection/whenWalletSettled'
import { WebAppError } from '../../errors'
import { bumpFees } from './bumpFees'

/** What replacing a pending execution needs: the wallet, the gateway to tell, the Safe and the connected account. */
export type ReplaceContext = {
  wagmiConfig: Config
  gatewayClient: Pick<GatewayClient, 'reportPendingExecution'>
  chainId: ChainId
  safe: Address
  account: Address | undefined
}

/** A speed-up sends the same execution again; a cancellation sends 0 to the sender itself. Both at the same nonce. */
export type Replacement = 'speedUp' | 'cancel'

/**
 * Replaces the pending execution `pending` from its sender's wallet at the same account nonce, with fees a quarter
 * above the old ones (or the chain's current ones when higher): the same call again (speed up, reported to the
 * gateway so every owner sees the new one), or a 0-value transfer to the sender (cancel: the Safe's nonce stays free).
 */
export async function replaceExecution(
  ctx: ReplaceContext,
  pending: PendingExecution,
  kind: Replacement,
): Promise<Hex> {
  const { account } = ctx
  if (!account || !isAddressEqual(account, pending.from as Address)) {
    throw new WebAppError('SIGNER_MISMATCH', `Only its sender ${pending.from} can speed up or cancel this execution.`)
  }
  const chainId = chainIdNumber(ctx.chainId)
  const client = getPublicClient(ctx.wagmiConfig, { chainId })
  if (!client) throw new WebAppError('NOT_CONNECTED', `No connection to chain ${ctx.chainId}: reload and retry.`)
  const original = await client.getTransaction({ hash: pending.txHash as Hex }).catch(() => null)
  if (original === null || original.blockNumber !== null) {
    throw new WebAppError('EXECUTION_REVERTED', 'This execution was mined or dropped meanwhile: nothing to replace.')
  }
  const fees = bumpFees(original, await client.estimateFeesPerGas())
  const common = { account, chainId, nonce: original.nonce, ...fees }
  if (kind === 'cancel') {
    return sendTransaction(await whenWalletSettled(ctx.wagmiConfig), {
      ...common,
      to: account,
      value: 0n,
      gas: 21_000n,
    })
  }
  const hash = await sendTransaction(await whenWalletSettled(ctx.wagmiConfig), {
    ...common,
    to: ctx.safe,
    data: original.input,
    value: original.value,
    gas: original.gas,
  })
  await ctx.gatewayClient.reportPendingExecution(String(ctx.chainId), ctx.safe, { txHash: hash })
  return hash
}
