import { useMemo, useState } from 'react'
import type { Hex } from 'viem'
import { useSafeInfo } from '../../query/useSafeInfo'
import { useCurrentSafe } from '../../services/currentSafe'
import { useAddressBookEntries, useAddressNameLookup } from '../../ui/AddressNames'
import { flattenCalls } from '../review/flattenCalls'
import { type KnownAddress, knownAddresses, lookAlikeOf } from './lookAlikes'
import { type Recipient, recipientsOf } from './recipientsOf'
import { type CounterpartyAnswers, useCounterparties } from './useCounterparties'

/**
 * A recipient of the transaction that imitates an address the user or the Safe knows; `scope` names its transaction
 * when several are checked at once (bulk execution: "transaction #5").
 */
export type LookAlikeRecipient = Recipient & { like: KnownAddress; scope?: string | null }

/** The recipients of a transaction with what is known of them, and the consent a look-alike among them needs. */
export type RecipientCheck = {
  recipients: Recipient[]
  counterparties: CounterpartyAnswers
  lookAlikes: LookAlikeRecipient[]
  confirmed: boolean
  setConfirmed: (value: boolean) => void
  /** Why the action is blocked, in words, or null. */
  blockedBy: string | null
}

type CallInput = { to: string; data: Hex | null; operation: 0 | 1 } | null

/**
 * Finds every address a transaction pays, calls or installs (batches unpacked) and checks each against the address
 * book, the owners and the gateway's index of whom this Safe paid or called: a look-alike blocks the action (`verb`)
 * until the user ticks that they checked the address. The check waits for the gateway's answers before it lets go.
 */
export function useRecipientCheck(call: CallInput, verb: string): RecipientCheck {
  const { address: safe } = useCurrentSafe()
  const book = useAddressBookEntries()
  const lookup = useAddressNameLookup()
  const info = useSafeInfo().data
  const [confirmed, setConfirmed] = useState(false)
  const to = call?.to
  const data = call?.data ?? '0x'
  const operation = call?.operation
  const recipients = useMemo(
    () =>
      to === undefined || operation === undefined
        ? []
        : recipientsOf(safe, flattenCalls({ to, data, operation, value: 0n })),
    [safe, to, data, operation],
  )
  const counterparties = useCounterparties(recipients.map((r) => r.address))
  const known = knownAddresses(
    book,
    (info?.owners ?? []).map((o) => o.value),
    lookup,
  )
  const lookAlikes = recipients.flatMap((r) => {
    const like = lookAlikeOf(r.address, known, counterparties.of(r.address), lookup)
    return like ? [{ ...r, like }] : []
  })
  return {
    recipients,
    counterparties,
    lookAlikes,
    confirmed,
    setConfirmed,
    blockedBy: recipientBlockedBy({ loading: counterparties.loading, lookAlikes: lookAlikes.length, confirmed, verb }),
  }
}

/** Why a look-alike recipient blocks signing or executing, in words; null once confirmed or when there is none. */
export function recipientBlockedBy(state: { loading: boolean; lookAlikes: number; confirmed: boolean; verb: string }) {
  if (state.loading) return 'Checking the recipients against the address book and this Safe’s history…'
  if (state.lookAlikes === 0 || state.confirmed) return null
  return `A recipient looks like an address you know: tick "I checked, this is the right address" to ${state.verb}.`
}
