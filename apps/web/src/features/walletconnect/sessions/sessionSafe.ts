import type { Address } from 'viem'

type WithAccounts = { namespaces: Record<string, { accounts: string[] } | undefined> }

/** The Safe a session now serves: the address of its first account (`eip155:<chain>:<address>`), or null. */
export function sessionSafe(session: WithAccounts): Address | null {
  const account = session.namespaces.eip155?.accounts[0]
  const address = account?.split(':')[2]
  return address ? (address as Address) : null
}
