import type { EIP712TypedData, TransactionDetails } from '@concord/gateway-client'
import {
  buildSafeTransactionData,
  getSafeTxTypedData,
  hashSafeMessage,
  hashSafeMessageContent,
  hashSafeTx,
} from '@concord/protocol'
import type { Address, Hex, TypedDataDefinition } from 'viem'

/** The parent's SafeMessage that stands for its confirmation of a nested transaction, and its hash at the parent. */
export type NestedTxMessage = { content: EIP712TypedData; messageHash: Hex }

/**
 * The nested Safe's SafeTx typed data as a message of the parent (what Safe{Wallet} signs for nested Safes): its
 * EIP-712 hash is the safeTxHash, so the parent's SafeMessage over it is what the nested Safe's EIP-1271 call checks.
 * Recomputed from the details and refused (null) unless it hashes to the transaction's safeTxHash.
 */
export function nestedSafeTxMessage(
  tx: TransactionDetails,
  where: { chainId: string; nested: Address; nestedVersion: string; parent: Address; parentVersion: string },
): NestedTxMessage | null {
  const exec = tx.detailedExecutionInfo
  if (exec?.type !== 'MULTISIG' || !tx.txData) return null
  const data = buildSafeTransactionData({
    to: tx.txData.to.value,
    value: tx.txData.value ?? '0',
    data: tx.txData.hexData ?? '0x',
    operation: tx.txData.operation,
    safeTxGas: exec.safeTxGas,
    baseGas: exec.baseGas,
    gasPrice: exec.gasPrice,
    gasToken: exec.gasToken,
    refundReceiver: exec.refundReceiver.value,
    nonce: exec.nonce,
  })
  const domain = { chainId: BigInt(where.chainId), safeAddress: where.nested, version: where.nestedVersion }
  if (hashSafeTx({ ...domain, tx: data }).toLowerCase() !== exec.safeTxHash.toLowerCase()) return null
  const typed = getSafeTxTypedData({ ...domain, tx: data })
  // JSON for the gateway: numbers as decimal strings, the chain id as a number.
  const content: EIP712TypedData = {
    domain: {
      ...(typed.domain.chainId === undefined ? {} : { chainId: Number(typed.domain.chainId) }),
      verifyingContract: typed.domain.verifyingContract,
    },
    types: { SafeTx: typed.types.SafeTx.map((field) => ({ ...field })) },
    primaryType: 'SafeTx',
    message: Object.fromEntries(
      Object.entries(typed.message).map(([key, value]) => [key, typeof value === 'bigint' ? value.toString() : value]),
    ),
  }
  const contentHash = hashSafeMessageContent(content as unknown as TypedDataDefinition)
  if (contentHash.toLowerCase() !== exec.safeTxHash.toLowerCase()) return null
  const messageHash = hashSafeMessage({
    chainId: BigInt(where.chainId),
    safeAddress: where.parent,
    version: where.parentVersion,
    message: { hash: contentHash },
  })
  return { content, messageHash }
}
