export { alwaysReturns } from './always-returns.js'
export { rpcCall } from './rpc-call.js'
export { type Anvil, startAnvil, type UnlockedTransaction } from './start-anvil.js'
