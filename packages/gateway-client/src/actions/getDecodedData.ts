import type { DataDecoded, Operation } from '@concord/gateway-schema'
import { path, type RequestOptions, request, type Transport } from '../request.js'

/** What getDecodedData resolves to. */
export type GetDecodedDataReturnType = DataDecoded

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
