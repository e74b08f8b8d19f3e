import type { TxsServiceInfo } from '@concord/gateway-schema'

/** The version of the Transaction Service API these routes follow (what api-kit 5 speaks). */
const API_VERSION = 'v1'
/** The gateway's version, as its OpenAPI document states it. */
const GATEWAY_VERSION = '0.1.0'

/**
 * `GET /v1/about/`: Concord's name and version. The Transaction Service's settings describe its own deployment (S3,
 * tracing node, Celery limits); Concord has none of them, and never shows its RPC URL (it may carry a provider key).
 */
export function readServiceInfo(secure: boolean): TxsServiceInfo {
  return {
    name: 'Concord gateway (Safe Transaction Service API)',
    version: GATEWAY_VERSION,
    api_version: API_VERSION,
    secure,
    settings: {
      AWS_CONFIGURED: false,
      AWS_S3_CUSTOM_DOMAIN: null,
      ETHEREUM_NODE_URL: null,
      ETHEREUM_TRACING_NODE_URL: null,
      ETH_INTERNAL_TXS_BLOCK_PROCESS_LIMIT: null,
      ETH_INTERNAL_NO_FILTER: null,
      ETH_REORG_BLOCKS: null,
      TOKENS_LOGO_BASE_URI: null,
      TOKENS_LOGO_EXTENSION: null,
    },
  }
}
