import type { Config } from 'wagmi'

/** How long a write waits for the last wallet to reconnect before it goes on (and fails in words if it has not). */
const RECONNECT_WAIT_MS = 15_000

/** Connected or not: no (re)connection under way. */
const isSettled = (status: Config['state']['status']) => status === 'connected' || status === 'disconnected'

/**
 * `config` once wagmi has finished reconnecting the last wallet: call before a signature or a chain write. While
 * wagmi reconnects, the account is already known from storage (so the page offers its buttons) but its connector is a
 * stored stub without methods: a signature asked for then fails with a library's TypeError. A config still loading
 * after the first paint reads as reconnecting too when a wallet was connected last time, and is waited for the same way.
 */
export async function whenWalletSettled(config: Config): Promise<Config> {
  if (isSettled(config.state.status)) return config
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      stop()
      resolve()
    }
    const timer = setTimeout(done, RECONNECT_WAIT_MS)
    const stop = config.subscribe(
      (state) => state.status,
      (status) => {
        if (isSettled(status)) done()
      },
    )
  })
  return config
}
