import type { GetSafeMessageReturnType as SafeMessage } from '@concord/gateway-client'
import { isOwner } from '@concord/protocol'
import { useAccount } from 'wagmi'
import { SafeChainGate } from '../../../connection/SafeChainGate'
import { errorMessage } from '../../../errors'
import type { MessageHashCheck } from '../shared/messageHashes'
import { useSignMessage } from '../sign/useSignMessage'

/** What the connected wallet may do about a message: confirm it (an owner who has not signed), or why not. */
function confirmBlocker(message: SafeMessage, owners: readonly string[], account: string | undefined) {
  if (message.status === 'CONFIRMED') return 'done'
  if (!account) return 'Connect an owner wallet to confirm this message.'
  const me = account.toLowerCase()
  if (!isOwner(owners, account)) return `${account} is not an owner of this Safe: it cannot sign.`
  if (message.confirmations.some((c) => c.owner.value.toLowerCase() === me)) return 'You have signed this message.'
  return null
}

/** The owner's confirmation of a message, offered only when the hashes recomputed in the browser match. */
export function ConfirmMessagePanel(props: {
  message: SafeMessage
  owners: readonly string[]
  version: string | null
  check: MessageHashCheck
}) {
  const { message, check, version } = props
  const { address: account } = useAccount()
  const sign = useSignMessage()
  const blocker = confirmBlocker(message, props.owners, account)
  if (blocker === 'done') return null
  const verified = check.kind === 'checked' && check.matches && version !== null
  return (
    <section className="card" aria-label="Confirm">
      <h2>Your confirmation</h2>
      {blocker ? (
        <p className="muted">{blocker}</p>
      ) : !verified ? (
        <p role="alert">Signing is blocked: the message hash could not be verified in your browser (see Hashes).</p>
      ) : (
        <SafeChainGate>
          <button
            type="button"
            className="button button--primary"
            disabled={sign.isPending}
            onClick={() =>
              sign.mutate({ content: message.message, messageKind: message.messageKind, version, kind: 'confirm' })
            }
          >
            {sign.isPending ? 'Waiting for your wallet…' : 'Confirm'}
          </button>
        </SafeChainGate>
      )}
      {sign.isError ? <p role="alert">{errorMessage(sign.error)}</p> : null}
      {sign.isSuccess ? (
        <p className="ok" role="status">
          Your confirmation was sent.
        </p>
      ) : null}
    </section>
  )
}
