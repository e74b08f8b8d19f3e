import { Link } from 'react-router'
import { useCurrentSafe } from '../../../services/currentSafe'
import { safePath } from '../../../services/safePath'

/** After the user signed an app's transaction: it is in the queue, with the way there (the app stays open). */
export function ProposedNotice({ app, onClose }: { app: string; onClose: () => void }) {
  const { shortName, address } = useCurrentSafe()
  return (
    <p className="banner" role="status" aria-label="Transaction proposed">
      {app}'s transaction is signed and proposed.{' '}
      <Link to={safePath(shortName, address, 'transactions/queue')}>View in queue</Link>{' '}
      <button type="button" className="button button--small" onClick={onClose}>
        Dismiss
      </button>
    </p>
  )
}
