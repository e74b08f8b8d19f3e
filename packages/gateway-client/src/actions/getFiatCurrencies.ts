import type { OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** What getFiatCurrencies resolves to. */
export type GetFiatCurrenciesReturnType = OperationResponse<'getFiatCurrencies'>

/** Get the fiat codes balances can be priced in (e.g. USD, EUR). */
export const getFiatCurrencies = defineAction(function getFiatCurrencies(
  transport: Transport,
  options?: RequestOptions,
): Promise<GetFiatCurrenciesReturnType> {
  return callOperation(transport, 'getFiatCurrencies', { options })
})
