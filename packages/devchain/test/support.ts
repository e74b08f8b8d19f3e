import { pollUntil } from '@concord/test-kit/eventually'
import { isListening } from '@concord/test-kit/net'

/** Waits until nothing listens on the port any more; false if it is still open after `patienceMs`. */
export async function waitUntilClosed(port: number, patienceMs = 20_000): Promise<boolean> {
  const open = await pollUntil(
    () => isListening(port),
    (listening) => !listening,
    {
      timeoutMs: patienceMs,
      intervalMs: 50,
    },
  )
  return !open
}
