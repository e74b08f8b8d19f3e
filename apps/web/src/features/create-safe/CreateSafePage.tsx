import { type FormEvent, useState } from 'react'
import { useAccount } from 'wagmi'
import { useSession } from '../../services/session'
import { DeploymentStatus } from './DeploymentStatus'
import { ReviewActions } from './ReviewActions'
import { SafeCreatedGuide } from './SafeCreatedGuide'
import { SafeFormFields } from './SafeFormFields'
import { SafeReviewStep } from './SafeReviewStep'
import { useCreateSafeForm } from './useCreateSafeForm'
import { useDeploymentFee } from './useDeploymentFee'
import { useDeploySafe } from './useDeploySafe'
import { useKeepOwnerNames } from './useKeepOwnerNames'
import { useNativePrice } from './useNativePrice'
import { useRegisterSafe } from './useRegisterSafe'

/**
 * Create a Safe in three steps: the form (owners with their names, a majority threshold, version, salt, the predicted
 * address); its review (with the deployment's fee), from which it is deployed from the wallet or registered now and
 * deployed later; then what to do next (fund it, name it, invite the other owners).
 */
export function CreateSafePage() {
  const { address: account } = useAccount()
  const create = useCreateSafeForm()
  const { chainId, chain, plan, resolvedForm, setTouched } = create
  const [step, setStep] = useState<'form' | 'review'>('form')
  const [created, setCreated] = useState<{ address: string; deployed: boolean } | null>(null)
  const { deploy, phase, error } = useDeploySafe(chainId)
  const later = useRegisterSafe(chainId)
  const keepNames = useKeepOwnerNames(chainId)
  const fee = useDeploymentFee(chainId, step === 'review' ? plan : undefined, account)
  const price = useNativePrice(step === 'review' ? chainId : '')
  const session = useSession()
  const signedIn = session !== 'loading' && session.kind === 'signedIn'
  const busy = phase.step !== 'idle' || later.isPending

  const toReview = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (!plan) return
    keepNames(resolvedForm.owners)
    setStep('review')
  }
  const deployNow = async (event: FormEvent) => {
    event.preventDefault()
    if (!plan) return
    const safe = await deploy(plan).catch(() => undefined)
    if (safe) setCreated({ address: safe, deployed: true })
  }
  const createLater = async () => {
    if (!plan) return
    const safe = await later.register(plan).catch(() => undefined)
    if (safe) setCreated({ address: safe, deployed: false })
  }
  if (created && chain) {
    const others = resolvedForm.owners.filter((o) => o.address.toLowerCase() !== account?.toLowerCase()).length
    return (
      <section className="page">
        <h1>Create a Safe</h1>
        <SafeCreatedGuide chain={chain} address={created.address} deployed={created.deployed} otherOwners={others} />
      </section>
    )
  }
  const reviewing = step === 'review' && plan && chain
  return (
    <section className="page">
      <h1>Create a Safe</h1>
      <form className="create-safe" onSubmit={reviewing ? deployNow : toReview} aria-label="Create a Safe">
        {reviewing ? (
          <SafeReviewStep
            chain={chain}
            owners={resolvedForm.owners}
            threshold={resolvedForm.threshold}
            plan={plan}
            fee={fee.data}
            price={price}
          />
        ) : (
          <SafeFormFields create={create} busy={busy} />
        )}
        {reviewing ? (
          <ReviewActions
            busy={busy}
            registering={later.isPending}
            signedIn={signedIn}
            onLater={createLater}
            onBack={() => setStep('form')}
          />
        ) : (
          <div className="form__actions">
            <button type="submit" className="button button--primary">
              Review
            </button>
          </div>
        )}
        <DeploymentStatus phase={phase} chain={chain} error={error ?? later.error} />
      </form>
    </section>
  )
}
