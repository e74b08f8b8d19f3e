import { zeroAddress } from 'viem'
import { z } from 'zod'
import type { Queryable } from '../../../db/db.js'
import type { Pagination } from '../../../wire/pagination.js'
import { count, matchingPage, orNull } from './repository-queries.js'
import {
  type ExecutedOrdering,
  type ExecutedTransaction,
  ExecutedTransactionRows,
  type HistoryEntry,
  type HistoryFilter,
  HistoryRows,
  type IncomingFilter,
  type ModuleFilter,
  type ModuleRow,
  ModuleRows,
  type TransferRow,
  TransferRows,
} from './transaction-rows.js'

// With the spending-limit transfer the module transaction made, if one (the indexer links it: module_log_index).
const MODULE = `select safe, module, to_address as "to", value, data, operation, is_successful as "isSuccessful",
    tx_hash as "txHash", block_number as "blockNumber", log_index as "logIndex", execution_date as "executionDate",
    (select json_build_object('beneficiary', a.delegate, 'token', a.token, 'recipient', a.to_address,
        'amount', a.value::text)
      from allowance_transfers a
      where a.chain_id = module_transactions.chain_id and a.tx_hash = module_transactions.tx_hash
        and a.module_log_index = module_transactions.log_index and a.safe = module_transactions.safe
      order by a.log_index limit 1) as spend
  from module_transactions`
const MODULE_MATCHES = `chain_id = $1 and safe = $2 and ($3::text is null or to_address = $3)
  and ($4::text is null or module = $4) and ($5::text is null or tx_hash = $5)`
const TRANSFER = `select tx_hash as "txHash", log_index as "logIndex", block_number as "blockNumber",
    execution_date as "executionDate", token_type as "tokenType", token_address as "tokenAddress",
    from_address as "from", to_address as "to", value, token_id as "tokenId"
  from transfers`
const INCOMING_MATCHES = `chain_id = $1 and to_address = $2
  and ($3::bigint is null or execution_date >= $3) and ($4::bigint is null or execution_date <= $4)
  and ($5::text is null or to_address = $5) and ($6::numeric is null or value = $6)
  and ($7::text is null or token_address = $7)
  and ($8::boolean = false or token_type <> 'ERC20'
       or token_address in (select address from tokens t where t.chain_id = transfers.chain_id and t.trusted))
  and ($9::text is null or from_address = $9) and ($10::text is null or tx_hash = $10)`
const NEWEST_LOG_FIRST = 'block_number desc, log_index desc'
const MODULE_PAGE = {
  select: MODULE,
  table: 'module_transactions',
  where: MODULE_MATCHES,
  order: NEWEST_LOG_FIRST,
  rows: ModuleRows,
}
const INCOMING_PAGE = {
  select: TRANSFER,
  table: 'transfers',
  where: INCOMING_MATCHES,
  order: NEWEST_LOG_FIRST,
  rows: TransferRows,
}
// Transfers made inside a Safe's own multisig/module executions are shown by those, not as separate entries.
// Each entry carries what the history's filters read: its category, its multisig nonce, the transaction it is in.
const HISTORY = `
  select 'multisig' as kind, safe_tx_hash as key, coalesce(log_index, 0) as log_index, execution_date as ts, block_number as blk,
      case when to_address = safe and data is not null and value = 0 then 'settings' else 'outgoing' end as cat,
      nonce, tx_hash as tx
    from multisig_transactions where chain_id = $1 and safe = $2 and tx_hash is not null
  union all
  select 'module', tx_hash, log_index, execution_date, block_number, 'module', null, tx_hash
    from module_transactions where chain_id = $1 and safe = $2
  union all
  select 'transfer', tx_hash, log_index, execution_date, block_number,
      case when t.to_address = $2 then 'incoming' else 'outgoing' end, null, tx_hash from transfers t
    where t.chain_id = $1 and (t.from_address = $2 or t.to_address = $2)
      and not (t.token_type = 'ERC20' and coalesce(t.value, 0) = 0)
      and ($3::boolean = false or t.token_type <> 'ERC20'
           or exists (select 1 from tokens k where k.chain_id = t.chain_id and k.address = t.token_address and k.trusted))
      and not exists (select 1 from multisig_transactions m where m.chain_id = $1 and m.safe = $2 and m.tx_hash = t.tx_hash)
      and not exists (select 1 from module_transactions d where d.chain_id = $1 and d.safe = $2 and d.tx_hash = t.tx_hash)`
// The optional filters, each null for "any": category, execution dates, nonce, and a token (the zero address for the
// native coin) and/or exact amount moved to or from the Safe (a transfer entry by itself; an execution by any
// transfer of its transaction).
const HISTORY_MATCHES = `($4::text is null or e.cat = $4)
  and ($5::bigint is null or e.ts >= $5) and ($6::bigint is null or e.ts <= $6) and ($9::bigint is null or e.nonce = $9)
  and (($7::text is null and $8::numeric is null) or exists (select 1 from transfers v
    where v.chain_id = $1 and v.tx_hash = e.tx and (v.from_address = $2 or v.to_address = $2)
      and (e.kind <> 'transfer' or v.log_index = e.log_index)
      and ($7::text is null or coalesce(v.token_address, '${zeroAddress}') = $7)
      and ($8::numeric is null or v.value = $8)))`
// Every executed Ethereum transaction a Safe took part in, once each: its multisig and module executions and the
// transfers from or to it (the Transaction Service's "relevant transactions", which all-transactions pages over).
const EXECUTED = `
  select tx_hash, block_number, execution_date from multisig_transactions
    where chain_id = $1 and safe = $2 and tx_hash is not null
  union all
  select tx_hash, block_number, execution_date from module_transactions where chain_id = $1 and safe = $2
  union all
  select tx_hash, block_number, execution_date from transfers
    where chain_id = $1 and (from_address = $2 or to_address = $2)`
const EXECUTED_ORDER: Record<ExecutedOrdering, string> = {
  '-timestamp': '"executionDate" desc, "blockNumber" desc, "txHash"',
  timestamp: '"executionDate", "blockNumber", "txHash"',
}

// The Transaction Service's filters of a Safe's multisig list, each null for "any" (the txs module builds them).

/** Transactions executed through a Safe's modules. */
export const moduleTransactions = {
  /** One page of a Safe's module transactions matching `filter`, newest first, with the count of all that match. */
  async page(db: Queryable, chainId: string, safe: string, filter: ModuleFilter, pagination: Pagination) {
    const params = [chainId, safe, ...orNull(filter.to, filter.module, filter.txHash)]
    return matchingPage(db, MODULE_PAGE, params, pagination)
  },

  /** The Safe's module transactions in these transactions. */
  async inTransactions(
    db: Queryable,
    chainId: string,
    safe: string,
    txHashes: readonly string[],
  ): Promise<ModuleRow[]> {
    const rows = await db.query(`${MODULE} where chain_id = $1 and safe = $2 and tx_hash = any($3::text[])`, [
      chainId,
      safe,
      txHashes,
    ])
    return ModuleRows.parse(rows)
  },

  /** The Safe's module transaction at this log of this transaction, or null. */
  async at(db: Queryable, chainId: string, safe: string, txHash: string, logIndex: number): Promise<ModuleRow | null> {
    const rows = await db.query(`${MODULE} where chain_id = $1 and safe = $2 and tx_hash = $3 and log_index = $4`, [
      chainId,
      safe,
      txHash,
      logIndex,
    ])
    return ModuleRows.parse(rows)[0] ?? null
  },
}

const TokenAddresses = z.array(z.object({ tokenAddress: z.string() }))

/** Native and token transfers from or to indexed Safes. */
export const transfers = {
  /** One page of the transfers into a Safe matching `filter`, newest first, with the count of all that match. */
  async incoming(db: Queryable, chainId: string, safe: string, filter: IncomingFilter, pagination: Pagination) {
    const { from, until, to, value, token, trustedOnly, sender, txHash } = filter
    const params = [chainId, safe, ...orNull(from, until, to, value, token), trustedOnly, ...orNull(sender, txHash)]
    return matchingPage(db, INCOMING_PAGE, params, pagination)
  },

  /** The token contracts of every transfer from or to `safe` (native transfers have none). */
  async tokensMoved(db: Queryable, chainId: string, safe: string): Promise<string[]> {
    const rows = await db.query(
      `select distinct token_address as "tokenAddress" from transfers
       where chain_id = $1 and (from_address = $2 or to_address = $2) and token_address is not null`,
      [chainId, safe],
    )
    return TokenAddresses.parse(rows).map((row) => row.tokenAddress)
  },

  /** The transfers in these transactions. */
  async inTransactions(db: Queryable, chainId: string, txHashes: readonly string[]): Promise<TransferRow[]> {
    const rows = await db.query(`${TRANSFER} where chain_id = $1 and tx_hash = any($2::text[])`, [chainId, txHashes])
    return TransferRows.parse(rows)
  },

  /** The transfer at this log of this transaction if `safe` sent or received it, else null. */
  async at(
    db: Queryable,
    chainId: string,
    safe: string,
    txHash: string,
    logIndex: number,
  ): Promise<TransferRow | null> {
    const rows = await db.query(
      `${TRANSFER} where chain_id = $1 and tx_hash = $2 and log_index = $3 and (from_address = $4 or to_address = $4)`,
      [chainId, txHash, logIndex, safe],
    )
    return TransferRows.parse(rows)[0] ?? null
  },
}

/** A Safe's executed history: multisig and module executions, and the transfers not made by those. */
export const history = {
  /**
   * One window of the history, newest first, with the count of all its entries. Both come from one pass over the
   * Safe's rows (the sort needs them all anyway); only a window past the end needs a second query to count.
   */
  async page(db: Queryable, chainId: string, safe: string, filter: HistoryFilter, { limit, offset }: Pagination) {
    const { trusted, kind, from, until, token, value, nonce } = filter
    const params = [chainId, safe, trusted, ...orNull(kind, from, until, token, value, nonce)]
    const rows = HistoryRows.parse(
      await db.query(
        `select kind, key, log_index as "logIndex", ts, count(*) over () as total from (${HISTORY}) e
         where ${HISTORY_MATCHES} order by ts desc, blk desc, log_index desc limit $10 offset $11`,
        [...params, limit, offset],
      ),
    )
    const total =
      rows[0]?.total ?? (await count(db, `select count(*) as n from (${HISTORY}) e where ${HISTORY_MATCHES}`, params))
    return { count: total, entries: rows.map(({ total: _, ...entry }): HistoryEntry => entry) }
  },
}

/** Every executed Ethereum transaction a Safe took part in (the Transaction Service's all-transactions). */
export const executedTransactions = {
  /** One page of them in `ordering`, with the count of all; only a page past the end needs a second query to count. */
  async page(db: Queryable, chainId: string, safe: string, ordering: ExecutedOrdering, { limit, offset }: Pagination) {
    const grouped = `select tx_hash as "txHash", max(block_number) as "blockNumber",
        max(execution_date) as "executionDate" from (${EXECUTED}) e group by tx_hash`
    const rows = ExecutedTransactionRows.parse(
      await db.query(
        `select *, count(*) over () as total from (${grouped}) g order by ${EXECUTED_ORDER[ordering]}
         limit $3 offset $4`,
        [chainId, safe, limit, offset],
      ),
    )
    const total = rows[0]?.total ?? (await count(db, `select count(*) as n from (${grouped}) g`, [chainId, safe]))
    return { count: total, rows: rows.map(({ total: _, ...row }): ExecutedTransaction => row) }
  },
}
