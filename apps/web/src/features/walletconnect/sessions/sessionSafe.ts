import type { Address } from 'viem'

type WithAccounts = { namespaces: Record<string, { accounts: string[] } | undefined> }

/** The Safe a session was approved for: the address of its accounts (`eip155:<chain>:<address>`), or null. */
export function sessionSafe(session: WithAccounts): Address | null {
  const account = session.namespaces.eip155?.accounts[0]
  const address = account?.split(':')[2]
  return address ? (address as Address) : null
}

/** Whether a session belongs to `safe`: a session is the one Safe's it was approved for, on any of its chains. */
export function holdsSafe(session: WithAccounts, safe: string): boolean {
  return (session.namespaces.eip155?.accounts ?? []).some((a) => a.toLowerCase().endsWith(`:${safe.toLowerCase()}`))
}
