import { createTestDatabase } from '@concord/test-kit/database'
import { type StartGatewayOptions, startGateway } from '../../src/index.js'
import { staticTestConfig } from './static-config.js'

/** A running gateway on the static test config; `stop` closes it and drops its database. */
export type StaticGateway = { url: string; stop(): Promise<void> }

/** Starts a gateway on `staticTestConfig()` and the test file's own database (PGlite, or PostgreSQL under DATABASE_URL). */
export async function startStaticGateway(
  options: Pick<StartGatewayOptions, 'webRoot' | 'webConfig'> = {},
): Promise<StaticGateway> {
  const database = await createTestDatabase()
  const gateway = await startGateway({
    ...options,
    config: staticTestConfig(),
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
