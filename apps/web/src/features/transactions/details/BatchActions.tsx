import { AddressView } from '../../../ui/AddressView'
import type { BatchAction } from './multiSendActions'

/** The nested actions of a MultiSend batch; a delegate call inside a batch is flagged like a top-level one. */
export function BatchActions({ actions }: { actions: BatchAction[] }) {
  if (actions.length === 0) return null
  return (
    <section className="card" aria-label="Batch actions">
      <h2>Batch of {actions.length} actions</h2>
      <ol className="batch">
        {actions.map((action, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: actions have no identity beyond their position in the batch
          <li key={index}>
            <strong>{action.method ?? (action.data ? 'Contract call' : 'Transfer')}</strong>
            {action.operation === 1 ? <span className="tag tag--danger">DELEGATE call</span> : null}
            <div>
              To <AddressView value={action.to} short />
            </div>
            <div>Value {action.value} wei</div>
            {action.data ? <code className="break">{action.data}</code> : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
