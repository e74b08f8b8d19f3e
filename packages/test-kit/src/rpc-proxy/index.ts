export type { BlockOffset } from './block-offset.js'
export type { ProviderDialect } from './provider-errors.js'
export {
  type LimitingRpc,
  type LimitingRpcOptions,
  type LimitingRpcStats,
  startLimitingRpc,
} from './start-limiting-rpc.js'
