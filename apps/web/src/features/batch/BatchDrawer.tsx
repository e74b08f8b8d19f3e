import { useBatch } from '../../tx-draft/useBatch'

/**
 * The batch of the current Safe, beside its navigation: the count always visible, the actions in order with move
 * up/down and remove (plain buttons, so the keyboard works), and "Review batch" to send all as one transaction.
 */
export function BatchDrawer() {
  const { items, previous, move, remove, review, restore } = useBatch()
  if (items.length === 0 && previous.length === 0) return null
  return (
    <details className="card" aria-label="Batch">
      <summary>
        Batch <span className="chip">{items.length}</span>
      </summary>
      {items.length ? (
        <ol aria-label="Batched actions">
          {items.map((item, i) => (
            <li key={item.id}>
              <span>{item.title}</span>{' '}
              <span className="toolbar">
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => move(i, -1)}
                  disabled={i === 0}
                  aria-label={`Move "${item.title}" up`}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => move(i, 1)}
                  disabled={i === items.length - 1}
                  aria-label={`Move "${item.title}" down`}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => remove(item.id)}
                  aria-label={`Remove "${item.title}" from the batch`}
                >
                  Remove
                </button>
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">The batch is empty.</p>
      )}
      {items.length ? (
        <button type="button" className="button button--primary" onClick={review}>
          Review batch ({items.length} {items.length === 1 ? 'action' : 'actions'})
        </button>
      ) : null}
      {previous.length ? (
        <p>
          {/* The batch is emptied when it goes to review; this brings it back if the review was left unsigned. */}
          <button type="button" className="button button--small" onClick={restore}>
            Restore the batch sent to review ({previous.length})
          </button>
        </p>
      ) : null}
    </details>
  )
}
