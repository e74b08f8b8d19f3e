import type { TxsToken } from '@concord/gateway-schema'
import type { ChainRuntime } from '../../../context/gateway-context.js'
import type { Queryable } from '../../../db/db.js'
import { notFound } from '../../../errors.js'
import { chainTokens } from '../../tokens/index.js'

/** One indexed token, or a 404 saying the gateway has not seen it (tokens are indexed as Safes receive them). */
export async function readTxsToken(db: Queryable, chain: ChainRuntime, address: string): Promise<TxsToken> {
  const token = (await chainTokens(db, chain)).get(address)
  if (token === undefined) {
    throw notFound(`Token ${address} is not indexed on chain ${chain.chainId}: no Safe here has received it yet`)
  }
  return token
}
