import type { FiatCurrencies } from '@concord/gateway-schema'
import type { RequestOptions, Transport } from '../request.js'
import { request } from '../request.js'

/** What getFiatCurrencies resolves to. */
export type GetFiatCurrenciesReturnType = FiatCurrencies

/** Get the fiat codes balances can be priced in (e.g. USD, EUR). */
export function getFiatCurrencies(
  transport: Transport,
  options?: RequestOptions,
): Promise<GetFiatCurrenciesReturnType> {
  return request(transport, { method: 'GET', path: '/v1/balances/supported-fiat-codes', options })
}
