import type { TransactionDetails } from '@concord/gateway-schema'
import type { Hex } from 'viem'
import type { ChainRuntime } from '../../../context/gateway-context.js'
import type { Queryable } from '../../../db/db.js'
import { notFound } from '../../../errors.js'
import type { SafeState } from '../../safes/index.js'
import { chainTokens } from '../../tokens/index.js'
import { multisig } from '../store/multisig-repository.js'
import { multisigDetails } from './multisig-details.js'

/**
 * Details of a multisig transaction a proposal or confirmation just wrote (gateway-api.md §5.1, §5.3), over the Safe
 * the write already loaded and checked against. The row is read once more, after the write, rather than rebuilt from
 * what was sent: the statements decide what is stored (a repeated proposal keeps the first one's date, proposer and
 * confirmations; a repeated signature keeps its first submission; the first signer becomes the proposer), and other
 * owners' confirmations, or the execution, may land at the same time; the answer shows the stored transaction.
 */
export async function writtenTransactionDetails(
  db: Queryable,
  chain: ChainRuntime,
  safeTxHash: Hex,
  safe: SafeState,
): Promise<TransactionDetails> {
  const row = await multisig.byHash(db, chain.chainId, safeTxHash)
  if (row === null) throw notFound(`Transaction ${safeTxHash} not found on chain ${chain.chainId}`)
  return multisigDetails(db, chain, await chainTokens(db, chain), row, safe)
}
