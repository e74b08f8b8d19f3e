export { type DevGatewayConfigOptions, devGatewayConfig, TEST_OPERATOR_TOKEN } from './dev-gateway-config.js'
export { type DevStack, type DevStackOptions, startDevStack } from './start-dev-stack.js'
export {
  startTestGateway,
  type TestGateway,
  type TestGatewayDatabase,
  type TestGatewayOptions,
} from './start-test-gateway.js'
export { waitForIndexer } from './wait-for-indexer.js'
export { waitForSafeNonce } from './wait-for-safe-nonce.js'
