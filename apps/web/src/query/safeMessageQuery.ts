import { type GatewayClient, GatewayError } from '@concord/gateway-client'
import { queryOptions } from '@tanstack/react-query'
import { queryKeys } from './keys'

type SafeMessage = Awaited<ReturnType<GatewayClient['getSafeMessage']>>

// One definition for every reader of a message by its hash: the message page, an app's signing request and a nested
// Safe's parent panel share this key (and the persisted cache), so they must agree on what is stored under it. The
// parent panel asks before the message exists; a 404 is "not proposed yet" (null), not an error.

/** One message of a Safe by its SafeMessage hash; null when the gateway has no such message (404). */
export const safeMessageQuery = (client: GatewayClient, chainId: string, safe: string, messageHash: string) =>
  queryOptions({
    queryKey: queryKeys.message(chainId, safe, messageHash),
    queryFn: async (): Promise<SafeMessage | null> => {
      try {
        return await client.getSafeMessage(chainId, messageHash)
      } catch (error) {
        if (error instanceof GatewayError && error.status === 404) return null
        throw error
      }
    },
  })
