import http from 'node:http'

/** A response as received. */
export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string }

/** Sends `method path` exactly as written (fetch would normalise `..` away), to test what the server does with it. */
export function rawRequest(baseUrl: string, path: string, method = 'GET'): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path, method }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => {
        body += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}
