import type { GatewayClient, TransactionDetails } from '@concord/gateway-client'
import type { SafeTransactionData } from '@concord/protocol'
import type { Address, Hex } from 'viem'

/** What a signature is for: the first one proposes the transaction, later ones confirm it. */
export type Submission =
  | { kind: 'propose'; tx: SafeTransactionData; sender: Address; origin?: string | undefined }
  | { kind: 'confirm' }

/** Sends an owner's signature to the gateway: a proposal (with the SafeTx fields) or a confirmation. */
export function submitSignature(
  client: Pick<GatewayClient, 'proposeTransaction' | 'confirmTransaction'>,
  where: { chainId: string; safe: Address },
  signed: { safeTxHash: Hex; signature: Hex },
  submission: Submission,
): Promise<TransactionDetails> {
  if (submission.kind === 'confirm') {
    return client.confirmTransaction(where.chainId, signed.safeTxHash, { signature: signed.signature })
  }
  const { tx } = submission
  return client.proposeTransaction(where.chainId, where.safe, {
    to: tx.to,
    value: tx.value.toString(),
    data: tx.data === '0x' ? null : tx.data,
    nonce: tx.nonce.toString(),
    operation: tx.operation,
    safeTxGas: tx.safeTxGas.toString(),
    baseGas: tx.baseGas.toString(),
    gasPrice: tx.gasPrice.toString(),
    gasToken: tx.gasToken,
    refundReceiver: tx.refundReceiver,
    safeTxHash: signed.safeTxHash,
    sender: submission.sender,
    signature: signed.signature,
    ...(submission.origin ? { origin: submission.origin } : {}),
  })
}
