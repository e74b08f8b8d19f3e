import type { SafeIndexing } from '@concord/gateway-schema'
import { path, type RequestOptions, request, type Transport } from '../request.js'

/** What getSafeIndexing resolves to. */
export type GetSafeIndexingReturnType = SafeIndexing

/** Concord only: how much of a Safe's history the gateway has indexed (a tracked Safe's backfill, 0 to 1). */
export function getSafeIndexing(
  transport: Transport,
  chainId: string,
  address: string,
  options?: RequestOptions,
): Promise<GetSafeIndexingReturnType> {
  return request(transport, { method: 'GET', path: path`/v1/chains/${chainId}/safes/${address}/indexing`, options })
}
