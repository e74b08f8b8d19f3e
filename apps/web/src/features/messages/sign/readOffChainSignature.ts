import { type GatewayClient, GatewayError } from '@concord/gateway-client'

/**
 * The prepared signature of a Safe message for an app's `getOffChainSignature`: the owners' joined signature once the
 * message is CONFIRMED, '' while it is not or when the gateway does not know it (the SDK README promises '').
 */
export async function readOffChainSignature(
  client: Pick<GatewayClient, 'getSafeMessage'>,
  chainId: string,
  messageHash: string,
  signal?: AbortSignal,
): Promise<string> {
  try {
    const message = await client.getSafeMessage(chainId, messageHash, signal ? { signal } : undefined)
    return message.status === 'CONFIRMED' ? (message.preparedSignature ?? '') : ''
  } catch (error) {
    if (error instanceof GatewayError && error.status === 404) return ''
    throw error
  }
}
