import type { TransactionDetails } from '@concord/gateway-client'
import { getSafeDomainSeparator, hashSafeTxMessage, KNOWN_SAFE_VERSIONS } from '@concord/protocol'
import { useQuery } from '@tanstack/react-query'
import { transactionDetailsQuery } from '../../../query/gatewayQueries'
import { useApp } from '../../../services/appContext'
import { useCurrentSafe } from '../../../services/currentSafe'
import { safeTxFromDetails } from '../../../tx'
import { nestedTxEncoding } from '../shared/nestedTxEncoding'

export type Encoding = NonNullable<ReturnType<typeof nestedTxEncoding>>

/**
 * Whether the gateway's transaction is the one the bytes encode, recomputed here: its Safe's domain separator (with
 * the chain id from 1.3.0, without it before) and its SafeTx struct hash. The gateway is not trusted to say so.
 */
function encodesTransaction(details: TransactionDetails, encoding: Encoding, chainId: string): boolean {
  const tx = safeTxFromDetails(details)
  if (tx === null) return false
  try {
    const safe = { chainId: BigInt(chainId), safeAddress: details.safeAddress }
    // Both domain forms (with the chain id from 1.3.0, without before): the page need not know the nested Safe's version.
    const domains = KNOWN_SAFE_VERSIONS.map((version) => getSafeDomainSeparator({ ...safe, version }).toLowerCase())
    return (
      domains.includes(encoding.domainSeparator.toLowerCase()) &&
      hashSafeTxMessage({ tx }).toLowerCase() === encoding.structHash.toLowerCase()
    )
  } catch {
    return false
  }
}

/**
 * A RAW_BYTES message read as a Safe transaction's encoding: the encoding (null for other bytes) and the transaction
 * with that safeTxHash once the gateway has it and it recomputes to these bytes (null while looking or when none does).
 */
export function useRawBytesTransaction(raw: string | null) {
  const { gateway } = useApp()
  const { chain } = useCurrentSafe()
  const encoding = raw === null ? null : nestedTxEncoding(raw)
  const details = useQuery({
    ...transactionDetailsQuery(gateway, chain.chainId, encoding?.safeTxHash ?? ''),
    enabled: encoding !== null,
  })
  const found = details.data
  const tx = encoding && found && encodesTransaction(found, encoding, chain.chainId) ? found : null
  return { encoding, tx, isPending: encoding !== null && details.isPending }
}
