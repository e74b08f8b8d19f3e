import { z } from 'zod'
import { Address } from '../common.js'
import { AddressParam, ChainIdParam, HexData } from '../params.js'
import { TxsPageQuery, txsPage } from './common.js'

// The Transaction Service's tools and token reads (api-kit: decodeData, estimateSafeTransaction, getTokenList,
// getToken). Estimation bodies are the Client Gateway's (SafeTransactionEstimationBody).

/** Body of `POST /v1/data-decoder/`: `to` is optional, and picks the ABI when selectors collide. */
export const TxsDecodeDataBody = z.object({ data: HexData, to: AddressParam.optional() })
export type TxsDecodeDataRequest = z.input<typeof TxsDecodeDataBody>

/** The answer of `POST /v1/safes/{address}/multisig-transactions/estimations/`. */
export const TxsEstimation = z.object({ safeTxGas: z.string() })
export type TxsEstimation = z.output<typeof TxsEstimation>

/** A token the gateway indexed. */
export const TxsToken = z.object({
  type: z.enum(['ERC20', 'ERC721']),
  address: Address,
  name: z.string(),
  symbol: z.string(),
  decimals: z.number().int().nullable(),
  logoUri: z.string(),
  trusted: z.boolean(),
})
export type TxsToken = z.output<typeof TxsToken>

/** A page of tokens. */
export const TxsTokenPage = txsPage(TxsToken)
export type TxsTokenPage = z.output<typeof TxsTokenPage>

/** `/txs/{chainId}/api/v1/tokens/{address}/` */
export const TxsTokenParams = z.object({ chainId: ChainIdParam, address: AddressParam })

/** The orderings of the token list (`-` for descending); by name when none is given. */
export const TxsTokenOrdering = z.enum(['name', '-name', 'symbol', '-symbol', 'address', '-address'], {
  error: 'Invalid ordering: expected one of name, symbol, address, each optionally prefixed with -',
})

/** The token list's filters: `search` matches name or symbol (case-insensitive), `address` one token. */
export const TxsTokensQuery = TxsPageQuery.extend({
  search: z.string().max(100).optional(),
  address: AddressParam.optional(),
  ordering: TxsTokenOrdering.default('name'),
})
