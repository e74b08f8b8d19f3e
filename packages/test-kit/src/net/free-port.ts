import { once } from 'node:events'
import { type AddressInfo, createServer } from 'node:net'

/** A TCP port on 127.0.0.1 that was free a moment ago (for a process that wants its port on the command line). */
export async function freePort(): Promise<number> {
  const probe = createServer()
  probe.listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}
