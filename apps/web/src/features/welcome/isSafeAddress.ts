import { GatewayError } from '@concord/gateway-client'
import type { GatewayApi } from '../../gateway/gatewayApi'

/**
 * Whether `address` is a Safe on the chain as far as the gateway can tell: false only on its 404 (no Safe there,
 * indexed or on chain); a gateway that cannot answer leaves the judgement to the Safe's page, which says why.
 */
export async function isSafeAddress(api: Pick<GatewayApi, 'getSafeInfo'>, chainId: string, address: string) {
  try {
    await api.getSafeInfo(chainId, address)
    return true
  } catch (error) {
    return !(error instanceof GatewayError && error.status === 404)
  }
}
