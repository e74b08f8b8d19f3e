import { path, type RequestOptions, request, type Transport } from '../request.js'
import type { Operation } from '../types/common.js'
import type { DecodedDataResponse } from '../types/decodedData.js'

/** What getDecodedData resolves to. */
export type GetDecodedDataReturnType = DecodedDataResponse

/** Decode calldata sent to `to` against the ABIs the gateway knows. */
export function getDecodedData(
  transport: Transport,
  chainId: string,
  operation: Operation,
  encodedData: string,
  to?: string,
  options?: RequestOptions,
): Promise<GetDecodedDataReturnType> {
  return request(transport, {
    method: 'POST',
    path: path`/v1/chains/${chainId}/data-decoder`,
    body: { operation, data: encodedData, to },
    options,
  })
}
