import type { FastifyInstance } from 'fastify'

/**
 * Fastify's own JSON parser (prototype poisoning refused), except that a DELETE may come with
 * `content-type: application/json` and no body: the Safe gateway SDK unregisters devices that way (its fetch helper
 * always sets the header). Such a DELETE has no body; any other empty JSON body stays a 400.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString()
    if (request.method === 'DELETE' && text === '') return done(null, undefined)
    return parseJson(request, text, done)
  })
}
