import type { Hex } from 'viem'
import { isAddressEqual } from 'viem'
import { AddressView } from '../../ui/AddressView'
import { contractText, paymentHistoryText } from './describeCounterparty'
import { installedCodeWarning } from './installedCodeWarning'
import { lookAlikeText } from './lookAlikeText'
import type { Recipient } from './recipientsOf'
import { type RecipientCheck, useRecipientCheck } from './useRecipientCheck'

type CallInput = Parameters<typeof useRecipientCheck>[0]

const where = (r: Recipient) => (r.batchIndex === null ? '' : ` (call ${r.batchIndex + 1} of the batch)`)

/**
 * At the top of the review and the details page: look-alike recipients first (side by side with what they imitate),
 * then for each recipient whether this Safe paid it before ("New recipient" / "Paid 3 times, last on …"), what is
 * known of a contract, and a warning for tokens sent to a token contract. The consent itself sits at the buttons.
 */
export function RecipientsPanel({ call }: { call: CallInput }) {
  const check = useRecipientCheck(call, 'sign')
  if (check.recipients.length === 0) return null
  return (
    <section className="card" aria-label="Recipients">
      <h2>Recipients</h2>
      <ul className="plain">
        {check.lookAlikes.map((found) => (
          <li key={`alike:${found.batchIndex}:${found.address}`} className="banner banner--danger" role="alert">
            <strong>Look-alike address{where(found)}:</strong> {lookAlikeText(found)}. Address poisoning copies the
            first and last characters of an address you use: compare every character before you sign.
          </li>
        ))}
        {check.recipients.map((r) => (
          <RecipientLine key={`${r.batchIndex}:${r.role}:${r.address}`} recipient={r} check={check} />
        ))}
      </ul>
    </section>
  )
}

function RecipientLine({ recipient: r, check }: { recipient: Recipient; check: RecipientCheck }) {
  const facts = check.counterparties.of(r.address)
  const toToken =
    r.token !== null && (isAddressEqual(r.address as Hex, r.token as Hex) || facts?.contract?.isToken === true)
  const history = facts ? (r.role === 'recipient' ? paymentHistoryText(facts) : null) : null
  const contract = facts ? contractText(facts) : null
  const installed = installedCodeWarning(r.role, r.address, facts)
  return (
    <li>
      <span className="muted">
        {r.role === 'recipient' ? 'Recipient' : r.role === 'contract' ? 'Contract called' : `New ${r.role}`}
        {where(r)}:
      </span>{' '}
      <AddressView value={r.address} short />
      {history ? <p>{history}</p> : null}
      {contract ? <p>{contract}</p> : null}
      {facts === undefined && !check.counterparties.loading ? (
        <p className="muted">This Safe's history with this address could not be read.</p>
      ) : null}
      {installed ? (
        <p className="banner banner--danger" role="alert">
          {installed}
        </p>
      ) : null}
      {toToken ? (
        <p className="banner banner--warning" role="alert">
          The recipient is a token contract: tokens sent to a token contract are usually lost.
        </p>
      ) : null}
    </li>
  )
}
