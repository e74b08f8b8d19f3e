import type { GatewayClient } from '@concord/gateway-client'
import { infiniteQueryOptions } from '@tanstack/react-query'
import { queryKeys } from '../../../query/keys'

// Keys start with ['gateway', 'messages', chainId, safe]: the Safe's event stream marks them stale on MESSAGE_* events.

/** A Safe's messages, newest first, with the gateway's UTC day labels (cursor-paged). */
export const safeMessagesQuery = (client: GatewayClient, chainId: string, safe: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.messages(chainId, safe),
    queryFn: ({ pageParam }) => client.getSafeMessages(chainId, safe, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: { next: string | null }) => last.next ?? undefined,
  })
