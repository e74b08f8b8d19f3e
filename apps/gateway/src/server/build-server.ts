import { randomUUID } from 'node:crypto'
import cors from '@fastify/cors'
import fastifyStatic from '@fastify/static'
import swagger from '@fastify/swagger'
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import pino from 'pino'
import { redactLine } from '../config/config-secrets.js'
import type { GatewayContext } from '../context/gateway-context.js'
import { chainInfos } from '../modules/chains/index.js'
import { installBadTextCheck } from '../wire/refuse-bad-text.js'
import { applyBodyLimit, BODY_LIMITS } from './body-limits.js'
import { handleClientError } from './client-error-handler.js'
import { installErrorHandler } from './handle-errors.js'
import { httpTimeoutOptions } from './http-timeouts.js'
import { isApiPath } from './is-api-path.js'
import { installJsonBodyParser } from './json-body-parser.js'
import { installMetrics } from './metrics.js'
import { openApiTransforms } from './openapi-components.js'
import { installRateLimits } from './rate-limits.js'
import { registerRoutes } from './register-routes.js'
import { webBootConfig } from './web-boot-config.js'
import { createIndexHtml } from './web-index-html.js'
import { registerWebSecurityHeaders } from './web-security-headers.js'

/** Request ids `<random per process>-<counter>`, for log lines and the x-request-id header. */
function requestIds(): () => string {
  const prefix = randomUUID().slice(0, 8)
  let count = 0
  return () => `${prefix}-${(++count).toString(36)}`
}

/** HTTP options of the server. */
export type ServerOptions = {
  logLevel: string
  webRoot?: string | undefined
  webConfig?: Record<string, unknown> | undefined
  /** How many gateway replicas share the database now (rate limits are divided among them); 1 when not given. */
  replicas?: (() => number) | undefined
}

/** Builds the Fastify server with every route registered (not listening yet). */
export async function buildServer(ctx: GatewayContext, options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // JSON lines on stdout, one per request with its id (x-request-id is honoured when a proxy sets it). Every line
    // passes the redaction: a viem error names the RPC URL it failed on, and the URL may carry the provider's key.
    loggerInstance: pino({
      level: options.logLevel,
      hooks: { streamWrite: redactLine(ctx.config) },
    }) as FastifyBaseLogger,
    // Each route gets its class's limit (body-limits.ts); this is the one for anything else.
    bodyLimit: BODY_LIMITS.default,
    // Forwarded headers (client address, https) are believed from the configured proxy only; by default from nobody.
    trustProxy: ctx.config.trustProxy,
    requestIdHeader: 'x-request-id',
    // Unique across replicas and restarts by the random prefix; a counter after it costs nothing per request.
    genReqId: requestIds(),
    // A client slower than the configured limits to send its request gets a 408 and is disconnected (issue 28 §5).
    ...httpTimeoutOptions(ctx.config.httpTimeouts),
    clientErrorHandler: handleClientError,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // Router-level failures (bad URL encoding, over-long parameters) get the same {code, message} body as the rest.
    frameworkErrors: (error, _request, reply) => {
      const status = typeof error.statusCode === 'number' ? error.statusCode : 400
      ;(reply as FastifyReply).code(status).send({ code: status, message: error.message })
    },
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  installErrorHandler(app)
  installJsonBodyParser(app)
  installBadTextCheck(app)
  app.addHook('onRoute', applyBodyLimit)

  // The web app signs in with a cookie, so its origins may send credentials; no other origin gets CORS at all.
  await app.register(cors, {
    origin: ctx.config.webOrigins.length > 0 ? ctx.config.webOrigins : false,
    credentials: true,
  })
  // After CORS, so a 429 still carries the CORS headers a browser needs to read it.
  await installRateLimits(app, ctx.config.rateLimits, options.replicas)
  await app.register(swagger, {
    openapi: { info: { title: 'Concord gateway', version: '0.1.0' } },
    ...openApiTransforms(),
  })
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id)
    if (isApiPath(request.url.split('?')[0] ?? '')) reply.header('cache-control', 'no-cache')
    return payload
  })
  // The web app's config with the gateway config's part of it (WalletConnect), served and inlined alike.
  const webConfig = webBootConfig(ctx.config, options.webConfig)
  registerWebSecurityHeaders(app, ctx, { webRoot: options.webRoot, webConfig })

  const typed = app.withTypeProvider<ZodTypeProvider>()
  registerRoutes(typed, ctx)
  installMetrics(app, ctx)
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())
  if (webConfig !== undefined) app.get('/config.json', { schema: { hide: true } }, async () => webConfig)

  const indexHtml =
    options.webRoot === undefined
      ? undefined
      : createIndexHtml(options.webRoot, {
          config: webConfig,
          chains: chainInfos(ctx),
        })
  if (options.webRoot !== undefined) {
    // The build ships .br/.gz next to each asset (apps/web/build/precompress.ts): sent as they are, about a quarter
    // of the bytes. File names under /assets/ carry their content hash, so browsers may keep them for good.
    await app.register(fastifyStatic, {
      root: options.webRoot,
      wildcard: true,
      // The page itself is sent with its boot data (web-index-html.ts), at `/` and as the fallback of app routes.
      index: false,
      preCompressed: true,
      setHeaders: (reply, path) => {
        const hashed = /[\\/]assets[\\/]/.test(path)
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }
  if (indexHtml) app.get('/', { schema: { hide: true } }, (request, reply) => indexHtml.send(request, reply))
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/'
    if (indexHtml && request.method === 'GET' && !isApiPath(path)) {
      return indexHtml.send(request, reply)
    }
    return reply.code(404).send({ code: 404, message: `No route ${request.method} ${path}` })
  })
  return app
}
