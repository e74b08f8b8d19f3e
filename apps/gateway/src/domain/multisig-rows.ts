import type { Address, Hex } from '@concord/gateway-schema'
import type { Queryable } from '../db/db.js'

/** A multisig transaction with its confirmations, as stored. */
export type MultisigRow = {
  safe: Address
  safeTxHash: Hex
  to: Address
  value: string
  data: Hex | null
  operation: number
  safeTxGas: string
  baseGas: string
  gasPrice: string
  gasToken: Address
  refundReceiver: Address
  nonce: number
  txHash: Hex | null
  executionDate: number | null
  executor: Address | null
  isSuccessful: boolean | null
  payment: string | null
  fee: string | null
  confirmationsRequired: number | null
  proposer: Address | null
  proposedByDelegate: Address | null
  origin: string | null
  trusted: boolean
  submissionDate: number
  modified: number
  confirmations: { owner: Address; signature: Hex | null; signatureType: string; submissionDate: number }[]
}

const COLUMNS = `safe, safe_tx_hash, to_address, value, data, operation, safe_tx_gas, base_gas, gas_price, gas_token,
  refund_receiver, nonce, tx_hash, execution_date, executor, is_successful, payment, fee, confirmations_required,
  proposer, proposed_by_delegate, origin, trusted, submission_date, modified`

/** Loads multisig transactions matching `where` (SQL over multisig_transactions, $1 = chain id), in `orderBy` order. */
export async function loadMultisigRows(
  db: Queryable,
  chainId: string,
  where: string,
  params: readonly unknown[],
  tail = '',
): Promise<MultisigRow[]> {
  const rows = await db.query<Record<string, unknown>>(
    `select ${COLUMNS} from multisig_transactions where chain_id = $1 and ${where} ${tail}`,
    [chainId, ...params],
  )
  if (rows.length === 0) return []
  const hashes = rows.map((r) => r.safe_tx_hash as string)
  const confirmations = await db.query<{
    safe_tx_hash: string
    owner: Address
    signature: Hex | null
    signature_type: string
    submission_date: number
  }>(
    `select safe_tx_hash, owner, signature, signature_type, submission_date from confirmations
     where chain_id = $1 and safe_tx_hash = any($2::text[]) order by submission_date, owner`,
    [chainId, hashes],
  )
  return rows.map((r) => ({
    safe: r.safe as Address,
    safeTxHash: r.safe_tx_hash as Hex,
    to: r.to_address as Address,
    value: r.value as string,
    data: r.data as Hex | null,
    operation: Number(r.operation),
    safeTxGas: r.safe_tx_gas as string,
    baseGas: r.base_gas as string,
    gasPrice: r.gas_price as string,
    gasToken: r.gas_token as Address,
    refundReceiver: r.refund_receiver as Address,
    nonce: r.nonce as number,
    txHash: r.tx_hash as Hex | null,
    executionDate: r.execution_date as number | null,
    executor: r.executor as Address | null,
    isSuccessful: r.is_successful as boolean | null,
    payment: r.payment as string | null,
    fee: r.fee as string | null,
    confirmationsRequired: r.confirmations_required as number | null,
    proposer: r.proposer as Address | null,
    proposedByDelegate: r.proposed_by_delegate as Address | null,
    origin: r.origin as string | null,
    trusted: r.trusted as boolean,
    submissionDate: r.submission_date as number,
    modified: r.modified as number,
    confirmations: confirmations
      .filter((c) => c.safe_tx_hash === r.safe_tx_hash)
      .map((c) => ({
        owner: c.owner,
        signature: c.signature,
        signatureType: c.signature_type,
        submissionDate: c.submission_date,
      })),
  }))
}
