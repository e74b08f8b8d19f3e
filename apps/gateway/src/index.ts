export {
  type BuildDevGatewayConfigParameters,
  buildDevGatewayConfig,
  type DevSafeApp,
  type DevSafeContracts,
  type DevToken,
} from './config/build-dev-gateway-config.js'
export type {
  ChainConfig,
  ChainInfo,
  GatewayConfig,
  GatewayConfigInput,
  SafeContracts,
} from './config/config-schema.js'
export { loadGatewayConfig } from './config/load-gateway-config.js'
export { parseGatewayConfig } from './config/parse-gateway-config.js'
export { createFixedPriceSource, type PriceSource } from './config/price-source.js'
export { GatewayError, type GatewayErrorCode } from './errors.js'
export { openApiDocument } from './server/openapi-document.js'
export { type RunningGateway, type StartGatewayOptions, startGateway } from './start-gateway.js'
