import type { TransactionDetails } from '@concord/gateway-schema'
import { type ParsedTransactionId, parseTransactionId } from '@concord/protocol'
import type { ChainRuntime } from '../../../context/gateway-context.js'
import type { Queryable } from '../../../db/db.js'
import { invalidInput, notFound } from '../../../errors.js'
import { loadSafe } from '../../safes/index.js'
import { chainTokens } from '../../tokens/index.js'
import { creationDetails, readExecutedDetails } from './executed-details.js'
import { readMultisigDetails } from './multisig-details.js'

function parseId(id: string): ParsedTransactionId {
  try {
    return parseTransactionId(id)
  } catch {
    throw invalidInput(
      `Invalid transaction ID "${id}": expected multisig_, module_, transfer_, creation_ or a safeTxHash`,
    )
  }
}

/** Details of any transaction id the gateway hands out, or a bare safeTxHash (gateway-api.md §4.2, §4.7). */
export async function readTransactionDetails(
  db: Queryable,
  chain: ChainRuntime,
  id: string,
): Promise<TransactionDetails> {
  const parsed = parseId(id)
  const tokens = await chainTokens(db, chain)
  let details: TransactionDetails | null
  if (parsed.type === 'safeTxHash' || parsed.type === 'multisig') {
    details = await readMultisigDetails(db, chain, tokens, parsed)
  } else {
    const safe = await loadSafe(db, chain.chainId, parsed.safe)
    if (parsed.type === 'creation') return creationDetails(db, chain, safe)
    const traceId = parsed.type === 'module' ? parsed.moduleTransactionId : parsed.transferId
    details = await readExecutedDetails(db, chain, tokens, safe, { full: id, kind: parsed.type, traceId })
  }
  if (details === null) throw notFound(`Transaction ${id} not found on chain ${chain.chainId}`)
  return details
}
