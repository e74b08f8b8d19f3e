import type { TransactionDetails } from '@concord/gateway-client'
import { buildSafeTransactionData, getSafeDomainSeparator, hashSafeTx, hashSafeTxMessage } from '@concord/protocol'
import { type Address, type Hex, isHex } from 'viem'
import { safeTxInputOf } from '../../../tx'

/** The hashes recomputed in the browser next to the gateway's safeTxHash. */
export type HashCheck =
  | { kind: 'checked'; domainHash: Hex; messageHash: Hex; safeTxHash: Hex; gatewaySafeTxHash: Hex; matches: boolean }
  | { kind: 'unverifiable'; reason: string }

/**
 * Recomputes the Safe domain hash, the SafeTx message hash and the safeTxHash from the transaction's own fields
 * (never from the gateway's hash), so a gateway that lies about what owners sign is caught before anyone signs.
 */
export function verifyTxHashes(details: TransactionDetails, chainId: string, version: string | null): HashCheck {
  const exec = details.detailedExecutionInfo
  if (exec?.type !== 'MULTISIG')
    return { kind: 'unverifiable', reason: 'Only multisig transactions have a safeTxHash.' }
  if (!details.txData) return { kind: 'unverifiable', reason: 'The gateway sent no transaction data to hash.' }
  if (!version) return { kind: 'unverifiable', reason: 'The Safe version is unknown, so its EIP-712 domain is too.' }
  const data = details.txData.hexData
  if (data !== null && !isHex(data)) return { kind: 'unverifiable', reason: 'The transaction data is not hex.' }
  try {
    const tx = buildSafeTransactionData(safeTxInputOf(exec, details.txData))
    const domain = { chainId: BigInt(chainId), safeAddress: details.safeAddress as Address, version }
    const safeTxHash = hashSafeTx({ ...domain, tx })
    return {
      kind: 'checked',
      domainHash: getSafeDomainSeparator(domain),
      messageHash: hashSafeTxMessage({ tx }),
      safeTxHash,
      gatewaySafeTxHash: exec.safeTxHash,
      matches: safeTxHash.toLowerCase() === exec.safeTxHash.toLowerCase(),
    }
  } catch (error) {
    return { kind: 'unverifiable', reason: error instanceof Error ? error.message : 'The fields cannot be hashed.' }
  }
}
