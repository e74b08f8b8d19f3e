import { isAddress } from 'viem'
import { useAddressFacts } from './useAddressFacts'

/**
 * Under an address field: a look-alike of an address the user or the Safe knows, named side by side (the review
 * then blocks signing until the user confirms it), and whether this Safe paid the address before or what contract it is;
 * for a `payee` (send forms), a warning when it is a token contract.
 */
export function AddressFactsNote({ address, payee = false }: { address: string; payee?: boolean }) {
  // Nothing to check (and nothing to ask the gateway) until the field holds an address.
  return isAddress(address, { strict: false }) ? <AddressFacts address={address} payee={payee} /> : null
}

function AddressFacts({ address, payee }: { address: string; payee: boolean }) {
  const facts = useAddressFacts(address)
  return (
    <>
      {facts.lookAlike ? (
        <p className="banner banner--danger" role="alert">
          <strong>Look-alike address:</strong> {facts.lookAlike}. Compare every character: address poisoning copies the
          first and last ones.
        </p>
      ) : null}
      {payee && facts.isToken ? (
        <p className="banner banner--warning" role="alert">
          This is a token contract: tokens sent to a token contract are usually lost.
        </p>
      ) : null}
      {facts.history ? <p className="muted">{facts.history}</p> : null}
      {facts.contract ? <p className="muted">{facts.contract}</p> : null}
    </>
  )
}
