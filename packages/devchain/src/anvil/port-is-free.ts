import { once } from 'node:events'
import { createServer } from 'node:net'

/** True when nothing listens on 127.0.0.1:port (checked by binding it for a moment). */
export async function portIsFree(port: number): Promise<boolean> {
  const server = createServer()
  server.listen(port, '127.0.0.1')
  try {
    await Promise.race([once(server, 'listening'), once(server, 'error').then(([error]) => Promise.reject(error))])
  } catch {
    return false
  }
  server.close()
  await once(server, 'close')
  return true
}
