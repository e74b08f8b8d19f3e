import type { EIP712TypedData, TransactionDetails } from '@concord/gateway-client'
import {
  buildSafeTransactionData,
  encodeSafeTxData,
  getSafeTxTypedData,
  hashSafeMessage,
  hashSafeMessageContent,
  hashSafeMessageOverBytes,
  hashSafeTx,
  SAFE_VERSION_FACTS,
  type SafeTransactionData,
} from '@concord/protocol'
import { type Address, type Hex, keccak256, type TypedDataDefinition } from 'viem'
import { safeTxInputOf } from '../../tx'

/**
 * The parent's SafeMessage that stands for its confirmation of a nested transaction, and its hash at the parent:
 * TYPED_DATA, the nested SafeTx typed data (a 1.5.0 nested Safe asks with the safeTxHash), or RAW_BYTES, the SafeTx's
 * 66-byte encoding signed unhashed (a nested Safe up to 1.4.1 asks with those bytes). `tx` is what both stand for.
 */
export type NestedTxMessage =
  | { kind: 'TYPED_DATA'; content: EIP712TypedData; messageHash: Hex; tx: SafeTransactionData }
  | { kind: 'RAW_BYTES'; content: Hex; messageHash: Hex; tx: SafeTransactionData }

type Where = { chainId: string; nested: Address; nestedVersion: string; parent: Address; parentVersion: string }

/** The nested SafeTx typed data as JSON for the gateway: numbers as decimal strings, the chain id as a number. */
function typedDataContent(typed: ReturnType<typeof getSafeTxTypedData>): EIP712TypedData {
  return {
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
}

/**
 * The parent's message for a nested transaction, in the form the nested Safe's EIP-1271 call checks. Recomputed from
 * the details and refused (null) unless it hashes to the transaction's safeTxHash.
 */
export function nestedSafeTxMessage(tx: TransactionDetails, where: Where): NestedTxMessage | null {
  const exec = tx.detailedExecutionInfo
  if (exec?.type !== 'MULTISIG' || !tx.txData) return null
  const data = buildSafeTransactionData(safeTxInputOf(exec, tx.txData))
  const domain = { chainId: BigInt(where.chainId), safeAddress: where.nested, version: where.nestedVersion }
  const safeTxHash = exec.safeTxHash.toLowerCase()
  if (hashSafeTx({ ...domain, tx: data }).toLowerCase() !== safeTxHash) return null
  const parent = { chainId: BigInt(where.chainId), safeAddress: where.parent, version: where.parentVersion }
  const version = where.nestedVersion.split('+')[0] as keyof typeof SAFE_VERSION_FACTS
  if (SAFE_VERSION_FACTS[version]?.asksContractOwners === 'bytes') {
    const raw = encodeSafeTxData({ ...domain, tx: data })
    if (keccak256(raw).toLowerCase() !== safeTxHash) return null
    return {
      kind: 'RAW_BYTES',
      content: raw,
      messageHash: hashSafeMessageOverBytes({ ...parent, data: raw }),
      tx: data,
    }
  }
  const content = typedDataContent(getSafeTxTypedData({ ...domain, tx: data }))
  const contentHash = hashSafeMessageContent(content as unknown as TypedDataDefinition)
  if (contentHash.toLowerCase() !== safeTxHash) return null
  const messageHash = hashSafeMessage({ ...parent, message: { hash: contentHash } })
  return { kind: 'TYPED_DATA', content, messageHash, tx: data }
}
