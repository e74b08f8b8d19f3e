import { once } from 'node:events'
import { connect } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

/** True when something accepts TCP connections on 127.0.0.1:port. */
export async function isListening(port: number): Promise<boolean> {
  const socket = connect(port, '127.0.0.1')
  try {
    await Promise.race([once(socket, 'connect'), once(socket, 'error').then(([error]) => Promise.reject(error))])
    return true
  } catch {
    return false
  } finally {
    socket.destroy()
  }
}

/** Waits until nothing listens on the port any more; false if it is still open after `patienceMs`. */
export async function waitUntilClosed(port: number, patienceMs = 20_000): Promise<boolean> {
  const deadline = Date.now() + patienceMs
  while (Date.now() < deadline) {
    if (!(await isListening(port))) return true
    await sleep(50)
  }
  return false
}
