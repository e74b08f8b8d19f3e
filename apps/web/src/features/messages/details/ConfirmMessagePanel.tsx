import type { GetSafeMessageReturnType as SafeMessage } from '@concord/gateway-client'
import { isOwner } from '@concord/protocol'
import { useAccount } from 'wagmi'
import { SafeChainGate } from '../../../connection/SafeChainGate'
import { errorMessage } from '../../../errors'
import { useBlindSigning } from '../settings/messageSettings'
import type { MessageHashCheck } from '../shared/messageHashes'
import { useSignMessage } from '../sign/useSignMessage'
import { useRawBytesTransaction } from './useRawBytesTransaction'

/** What the connected wallet may do about a message: confirm it (an owner who has not signed), or why not. */
function confirmBlocker(message: SafeMessage, owners: readonly string[], account: string | undefined) {
  if (message.status === 'CONFIRMED') return 'done'
  if (!account) return 'Connect an owner wallet to confirm this message.'
  const me = account.toLowerCase()
  if (!isOwner(owners, account)) return `${account} is not an owner of this Safe: it cannot sign.`
  if (message.confirmations.some((c) => c.owner.value.toLowerCase() === me)) return 'You have signed this message.'
  return null
}

/**
 * Why signing is held back although the wallet may sign: a RAW_BYTES message that is no transaction Concord knows
 * (nothing anyone can read: blind signing, off unless Settings allow it), or hashes the browser could not verify.
 */
function signGate(blind: { raw: boolean; pending: boolean; allowed: boolean }, verified: boolean) {
  if (blind.raw && blind.pending) return <p role="status">Looking up the transaction these bytes encode…</p>
  if (blind.raw && !blind.allowed) {
    return (
      <p role="alert">
        Signing is blocked: these raw bytes are not the encoding of a transaction Concord knows, so nobody can read what
        they stand for. Turn on blind signing in Settings to sign them anyway.
      </p>
    )
  }
  if (!verified) {
    return <p role="alert">Signing is blocked: the message hash could not be verified in your browser (see Hashes).</p>
  }
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
  const [blindSigning] = useBlindSigning()
  const isRaw = message.messageKind === 'RAW_BYTES'
  const raw = useRawBytesTransaction(isRaw ? (message.message as string) : null)
  const blocker = confirmBlocker(message, props.owners, account)
  if (blocker === 'done') return null
  const blind = { raw: isRaw && raw.tx === null, pending: raw.isPending, allowed: blindSigning }
  const gate = signGate(blind, check.kind === 'checked' && check.matches && version !== null)
  return (
    <section className="card" aria-label="Confirm">
      <h2>Your confirmation</h2>
      {blocker ? (
        <p className="muted">{blocker}</p>
      ) : gate || version === null ? (
        gate
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
