import type { Delegate } from '@concord/gateway-client'
import { useState } from 'react'
import { type Address, isAddressEqual } from 'viem'
import { useAccount } from 'wagmi'
import { errorMessage } from '../../../errors'
import { useSafeProposers } from '../../../query/useSafeProposers'
import { AddressView, shortenAddress } from '../../../ui/AddressView'
import { QueryView } from '../../../ui/QueryView'
import { EmptyState } from '../../../ui/States'
import { useAddressBook } from '../../address-book'
import type { SafeSetup } from '../safeSetup'
import { AddProposerForm } from './AddProposerForm'
import { useProposerWrites } from './useProposerWrites'

/** Whether the connected account may remove `proposer`: the owner who added it, or the proposer itself. */
const canRemove = (proposer: Delegate, account: Address | undefined) =>
  !!account && (isAddressEqual(proposer.delegator, account) || isAddressEqual(proposer.delegate, account))

function ProposerRow({ proposer, writes }: { proposer: Delegate; writes: ReturnType<typeof useProposerWrites> }) {
  const { address: account } = useAccount()
  const book = useAddressBook()
  const removing = writes.remove.isPending && writes.remove.variables?.delegate === proposer.delegate
  return (
    <li className="owner-row">
      <AddressView value={proposer.delegate} name={proposer.label} short />
      <span className="muted">
        proposes for <AddressView value={proposer.delegator} name={book.lookup(proposer.delegator) ?? null} short />
      </span>
      {canRemove(proposer, account) ? (
        <button
          type="button"
          className="button button--small"
          aria-label={`Remove proposer ${shortenAddress(proposer.delegate)}`}
          disabled={writes.remove.isPending}
          onClick={() => writes.remove.mutate({ delegate: proposer.delegate, delegator: proposer.delegator })}
        >
          {removing ? 'Removing…' : 'Remove'}
        </button>
      ) : null}
    </li>
  )
}

/**
 * The Safe's proposers (the gateway's delegates): addresses that may propose transactions for an owner but never
 * sign. Owners add them; the owner who added one, or the proposer itself, removes it. Each change is signed.
 */
export function ProposersCard({ safe, canManage }: { safe: SafeSetup; canManage: boolean }) {
  const proposers = useSafeProposers()
  const writes = useProposerWrites()
  const [adding, setAdding] = useState(false)
  return (
    <section className="card" aria-label="Proposers">
      <h2>Proposers</h2>
      <p className="muted">
        A proposer can propose transactions for the owners to sign, but never sign or execute them itself.
      </p>
      <QueryView query={proposers} what="the proposers">
        {(list) =>
          list.length === 0 ? (
            <EmptyState>
              No proposers yet.{canManage ? ' Add one to let a teammate or a bot prepare transactions.' : ''}
            </EmptyState>
          ) : (
            <ul className="plain">
              {list.map((proposer) => (
                <ProposerRow key={`${proposer.delegate}-${proposer.delegator}`} proposer={proposer} writes={writes} />
              ))}
            </ul>
          )
        }
      </QueryView>
      {writes.remove.error ? (
        <p className="field__error" role="alert">
          {errorMessage(writes.remove.error)}
        </p>
      ) : null}
      {canManage && !adding ? (
        <button type="button" className="button" onClick={() => setAdding(true)}>
          Add proposer
        </button>
      ) : null}
      {canManage && adding ? (
        <AddProposerForm
          safe={safe}
          proposers={(proposers.data ?? []).map((p) => p.delegate)}
          add={writes.add}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </section>
  )
}
