import {
  IncomingTransfersQuery,
  ModuleTransactionsQuery,
  MultisigTransactionsQuery,
  SafeIncomingTransfersResponse,
  SafeModuleTransactionsResponse,
  SafeMultisigTransactionsResponse,
  SafeParams,
  type Transaction,
  type TransactionSummary,
} from '@concord/gateway-schema'
import { type GatewayContext, getChain } from '../../domain/gateway-context.js'
import { loadSafe } from '../../domain/load-safe.js'
import { chainTokens } from '../../domain/load-tokens.js'
import { loadModuleRows, summarizeModule } from '../../domain/module-rows.js'
import { loadMultisigRows } from '../../domain/multisig-rows.js'
import { summarizeMultisig } from '../../domain/summarize-multisig.js'
import { loadTransferRows, summarizeTransfer } from '../../domain/transfer-rows.js'
import { pageLinks, parseCursor } from '../cursor.js'
import type { GatewayApp } from '../gateway-app.js'
import { sqlFilter } from '../sql-filter.js'

const item = (transaction: TransactionSummary): Transaction => ({
  type: 'TRANSACTION',
  transaction,
  conflictType: 'None',
})

/** Multisig, module and incoming-transfer lists of a Safe (gateway-api.md §6.1). */
export function registerTransactionListRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get(
    '/v1/chains/:chainId/safes/:address/multisig-transactions',
    {
      schema: {
        params: SafeParams,
        querystring: MultisigTransactionsQuery,
        response: { 200: SafeMultisigTransactionsResponse },
      },
    },
    async (request) => {
      const chain = getChain(ctx, request.params.chainId)
      const safe = await loadSafe(ctx.db, chain.chainId, request.params.address)
      const q = request.query
      const f = sqlFilter(2)
      f.add('safe = ?', safe.address)
      f.add('coalesce(execution_date, submission_date) >= ?', q.execution_date__gte)
      f.add('coalesce(execution_date, submission_date) <= ?', q.execution_date__lte)
      f.add('to_address = ?', q.to)
      f.add('value = ?::numeric', q.value)
      f.add('nonce = ?', q.nonce)
      if (q.executed !== undefined) f.raw(q.executed ? 'tx_hash is not null' : 'tx_hash is null')
      const pagination = parseCursor(q.cursor)
      const [total] = await ctx.db.query<{ n: number }>(
        `select count(*) as n from multisig_transactions where chain_id = $1 and ${f.where}`,
        [chain.chainId, ...f.params],
      )
      const rows = await loadMultisigRows(
        ctx.db,
        chain.chainId,
        f.where,
        f.params,
        `order by nonce desc, submission_date desc limit ${pagination.limit} offset ${pagination.offset}`,
      )
      const tokens = await chainTokens(ctx.db, chain)
      return {
        ...pageLinks(request, pagination, total?.n ?? 0),
        results: rows.map((row) => item(summarizeMultisig(chain, row, safe, tokens))),
      }
    },
  )

  app.get(
    '/v1/chains/:chainId/safes/:address/module-transactions',
    {
      schema: {
        params: SafeParams,
        querystring: ModuleTransactionsQuery,
        response: { 200: SafeModuleTransactionsResponse },
      },
    },
    async (request) => {
      const chain = getChain(ctx, request.params.chainId)
      const safe = await loadSafe(ctx.db, chain.chainId, request.params.address)
      const q = request.query
      const f = sqlFilter(2)
      f.add('safe = ?', safe.address)
      f.add('to_address = ?', q.to)
      f.add('module = ?', q.module)
      f.add('tx_hash = ?', q.transaction_hash)
      const pagination = parseCursor(q.cursor)
      const [total] = await ctx.db.query<{ n: number }>(
        `select count(*) as n from module_transactions where chain_id = $1 and ${f.where}`,
        [chain.chainId, ...f.params],
      )
      const rows = await loadModuleRows(
        ctx.db,
        chain.chainId,
        f.where,
        f.params,
        `order by block_number desc, log_index desc limit ${pagination.limit} offset ${pagination.offset}`,
      )
      const tokens = await chainTokens(ctx.db, chain)
      const count = total?.n ?? 0
      return {
        count,
        ...pageLinks(request, pagination, count),
        results: rows.map((row) => item(summarizeModule(chain, row, tokens))),
      }
    },
  )

  app.get(
    '/v1/chains/:chainId/safes/:address/incoming-transfers',
    {
      schema: {
        params: SafeParams,
        querystring: IncomingTransfersQuery,
        response: { 200: SafeIncomingTransfersResponse },
      },
    },
    async (request) => {
      const chain = getChain(ctx, request.params.chainId)
      const safe = await loadSafe(ctx.db, chain.chainId, request.params.address)
      const q = request.query
      const f = sqlFilter(2)
      f.add('to_address = ?', safe.address)
      f.add('execution_date >= ?', q.execution_date__gte)
      f.add('execution_date <= ?', q.execution_date__lte)
      f.add('to_address = ?', q.to)
      f.add('value = ?::numeric', q.value)
      f.add('token_address = ?', q.token_address)
      if (q.trusted) {
        f.raw(
          `(token_type <> 'ERC20' or token_address in (select address from tokens t where t.chain_id = transfers.chain_id and t.trusted))`,
        )
      }
      const pagination = parseCursor(q.cursor)
      const [total] = await ctx.db.query<{ n: number }>(
        `select count(*) as n from transfers where chain_id = $1 and ${f.where}`,
        [chain.chainId, ...f.params],
      )
      const rows = await loadTransferRows(
        ctx.db,
        chain.chainId,
        f.where,
        f.params,
        `order by block_number desc, log_index desc limit ${pagination.limit} offset ${pagination.offset}`,
      )
      const tokens = await chainTokens(ctx.db, chain)
      return {
        ...pageLinks(request, pagination, total?.n ?? 0),
        results: rows.map((row) => item(summarizeTransfer(chain, safe.address, row, tokens))),
      }
    },
  )
}
