import type { MasterCopyResponse } from '@concord/gateway-schema'
import { path, type RequestOptions, request, type Transport } from '../request.js'

/** What getMasterCopies resolves to. */
export type GetMasterCopiesReturnType = MasterCopyResponse

/** Get the Safe singletons (master copies) the gateway supports on a chain. */
export function getMasterCopies(
  transport: Transport,
  chainId: string,
  options?: RequestOptions,
): Promise<GetMasterCopiesReturnType> {
  return request(transport, { method: 'GET', path: path`/v1/chains/${chainId}/about/master-copies`, options })
}
