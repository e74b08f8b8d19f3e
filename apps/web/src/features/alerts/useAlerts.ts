import { type CreateAlertSubscriptionRequest, GatewayError } from '@concord/gateway-client'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { queryKeys } from '../../query/keys'
import { useApp } from '../../services/appContext'
import { useCurrentSafe } from '../../services/currentSafe'

/** Why the gateway will not list a Safe's alerts: not signed in (401), or not an owner (403); null otherwise. */
export function refusal(error: unknown): 'signedOut' | 'notOwner' | null {
  if (!(error instanceof GatewayError)) return null
  if (error.status === 401) return 'signedOut'
  return error.status === 403 ? 'notOwner' : null
}

/**
 * The current Safe's alert subscriptions. The gateway's answer says whether the SIWE session may see them: while it
 * is refused (signed out, or another account), it asks again every 2 s, so signing in in the header shows them.
 */
export function useAlertSubscriptions() {
  const { gatewayClient } = useApp()
  const { chain, address } = useCurrentSafe()
  return useQuery({
    queryKey: queryKeys.alerts(chain.chainId, address),
    queryFn: async () => (await gatewayClient.getAlertSubscriptions(chain.chainId, address)).results,
    retry: false,
    refetchInterval: (query) => (refusal(query.state.error) === null ? false : 2000),
  })
}

/** A subscription's latest deliveries, read again every few seconds while shown. */
export function useAlertDeliveries(id: string) {
  const { gatewayClient } = useApp()
  const { chain, address } = useCurrentSafe()
  return useQuery({
    queryKey: queryKeys.alertDeliveries(chain.chainId, address, id),
    queryFn: async () => (await gatewayClient.getAlertDeliveries(chain.chainId, address, id)).results,
    refetchInterval: 3000,
  })
}

/** Creates, deletes, tests and re-keys the current Safe's alert subscriptions, refreshing the list after each. */
export function useAlertWrites() {
  const { gatewayClient } = useApp()
  const { chain, address } = useCurrentSafe()
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.alerts(chain.chainId, address) })
  return {
    create: useMutation({
      mutationFn: (body: CreateAlertSubscriptionRequest) =>
        gatewayClient.createAlertSubscription(chain.chainId, address, body),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => gatewayClient.deleteAlertSubscription(chain.chainId, address, id),
      onSuccess: refresh,
    }),
    test: useMutation({
      mutationFn: (id: string) => gatewayClient.sendTestAlert(chain.chainId, address, id),
      onSuccess: refresh,
    }),
    rotate: useMutation({
      mutationFn: (id: string) => gatewayClient.rotateAlertSecret(chain.chainId, address, id),
    }),
    retry: useMutation({
      mutationFn: ({ id, deliveryId }: { id: string; deliveryId: string }) =>
        gatewayClient.retryAlertDelivery(chain.chainId, address, id, deliveryId),
      onSuccess: refresh,
    }),
  }
}
