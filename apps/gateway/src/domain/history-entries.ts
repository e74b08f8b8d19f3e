import type { Queryable } from '../db/db.js'

/** One executed entry of a Safe's history, in newest-first order. */
export type HistoryEntry = { kind: 'multisig' | 'module' | 'transfer'; key: string; logIndex: number; ts: number }

// Transfers made inside a Safe's own multisig/module executions are shown by those, not as separate entries.
const ENTRIES = `
  select 'multisig' as kind, safe_tx_hash as key, coalesce(log_index, 0) as log_index, execution_date as ts, block_number as blk
    from multisig_transactions where chain_id = $1 and safe = $2 and tx_hash is not null
  union all
  select 'module', tx_hash, log_index, execution_date, block_number
    from module_transactions where chain_id = $1 and safe = $2
  union all
  select 'transfer', tx_hash, log_index, execution_date, block_number from transfers t
    where t.chain_id = $1 and (t.from_address = $2 or t.to_address = $2)
      and not (t.token_type = 'ERC20' and coalesce(t.value, 0) = 0)
      and ($3::boolean = false or t.token_type <> 'ERC20'
           or exists (select 1 from tokens k where k.chain_id = t.chain_id and k.address = t.token_address and k.trusted))
      and not exists (select 1 from multisig_transactions m where m.chain_id = $1 and m.safe = $2 and m.tx_hash = t.tx_hash)
      and not exists (select 1 from module_transactions d where d.chain_id = $1 and d.safe = $2 and d.tx_hash = t.tx_hash)`

/** Counts a Safe's executed history entries (multisig + module executions + other transfers). */
async function countHistory(db: Queryable, chainId: string, safe: string, trusted: boolean): Promise<number> {
  const [row] = await db.query<{ n: number }>(`select count(*) as n from (${ENTRIES}) e`, [chainId, safe, trusted])
  return row?.n ?? 0
}

/**
 * One window of a Safe's executed history, newest first, with the count of all its entries. Both come from one pass
 * over the Safe's rows (the sort needs them all anyway); only a window past the end needs a second query to count.
 */
export async function loadHistoryPage(
  db: Queryable,
  chainId: string,
  safe: string,
  trusted: boolean,
  limit: number,
  offset: number,
): Promise<{ count: number; entries: HistoryEntry[] }> {
  const rows = await db.query<{
    kind: HistoryEntry['kind']
    key: string
    log_index: number
    ts: number
    total: number
  }>(
    `select kind, key, log_index, ts, count(*) over () as total from (${ENTRIES}) e
     order by ts desc, blk desc, log_index desc limit $4 offset $5`,
    [chainId, safe, trusted, limit, offset],
  )
  const count = rows[0]?.total ?? (await countHistory(db, chainId, safe, trusted))
  return { count, entries: rows.map((r) => ({ kind: r.kind, key: r.key, logIndex: r.log_index, ts: r.ts })) }
}
