import { createTestDatabase } from '@concord/test-kit/database'
import { type GatewayConfig, type StartGatewayOptions, startGateway } from '../../src/index.js'
import { staticTestConfig } from './static-config.js'

/** A running gateway on the static test config; `stop` closes it and drops its database. */
export type StaticGateway = { url: string; stop(): Promise<void> }

/**
 * Starts a gateway on `staticTestConfig()` (changed by `configure`, e.g. other rate limits) and the test file's own
 * database (PGlite, or PostgreSQL under DATABASE_URL).
 */
export async function startStaticGateway(
  options: Pick<StartGatewayOptions, 'webRoot' | 'webConfig'> & { configure?: (config: GatewayConfig) => void } = {},
): Promise<StaticGateway> {
  const { configure, ...gatewayOptions } = options
  const config = staticTestConfig()
  configure?.(config)
  const database = await createTestDatabase()
  const gateway = await startGateway({
    ...gatewayOptions,
    config,
    database: database.url === undefined ? {} : { url: database.url },
    logLevel: 'silent',
  }).catch(async (error) => {
    await database.drop()
    throw error
  })
  return {
    url: gateway.url,
    async stop() {
      await gateway.close()
      await database.drop()
    },
  }
}
