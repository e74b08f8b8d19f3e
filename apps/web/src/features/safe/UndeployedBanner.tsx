import { errorMessage } from '../../errors'
import { useCurrentSafe } from '../../services/currentSafe'
import { ChainWriteStatus } from '../../tx'
import { AddressView } from '../../ui/AddressView'
import { useDeployNow } from './useDeployNow'

/**
 * Above every page of a Safe registered before its deployment: it is not deployed yet, its address can receive funds
 * already (copy it, see it on the explorer), and "Deploy now" deploys it without waiting for its first transaction.
 */
export function UndeployedBanner({ version }: { version: string | null }) {
  const { chain, address } = useCurrentSafe()
  const { deploy, phase, error, isPending } = useDeployNow(version)
  return (
    <section className="banner" aria-label="Not deployed yet">
      <h2>Not deployed yet</h2>
      <p>
        This Safe is not on {chain.chainName} yet, but its address can already receive funds there. It is deployed with
        its first transaction, or now.
      </p>
      <AddressView value={address} />
      <div className="form__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={isPending}
          onClick={() => deploy().catch(() => undefined)}
        >
          {isPending ? 'Deploying…' : 'Deploy now'}
        </button>
      </div>
      <ChainWriteStatus phase={phase} />
      {error ? (
        <p className="banner banner--danger" role="alert">
          {errorMessage(error)}
        </p>
      ) : null}
    </section>
  )
}
