import type { ChainInfo, GatewayClient } from '@concord/gateway-client'
import type { Config } from 'wagmi'
import type { RuntimeConfig } from '../config/runtimeConfig'
import type { GatewayApi } from '../gateway/gatewayApi'

/** What the whole app shares once booted (app/bootstrap builds it): config, chains, API clients, the wagmi config. */
export type AppServices = {
  config: RuntimeConfig
  /** The read calls the pages make. */
  gateway: GatewayApi
  /** Every gateway call (writes included) for the flows that need more than the read API. */
  gatewayClient: GatewayClient
  /** The chains the gateway serves, in its order. */
  chains: ChainInfo[]
  wagmiConfig: Config
}
