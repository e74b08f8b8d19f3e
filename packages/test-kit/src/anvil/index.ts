export { alwaysReturns } from './always-returns.js'
export { rpcCall } from './rpc-call.js'
export { type Anvil, startAnvil } from './start-anvil.js'
