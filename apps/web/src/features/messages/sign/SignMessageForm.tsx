import type { SafeInfo } from '@concord/gateway-client'
import { isOwner } from '@concord/protocol'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useAccount } from 'wagmi'
import { SafeChainGate } from '../../../connection/SafeChainGate'
import { errorMessage } from '../../../errors'
import { useCurrentSafe } from '../../../services/currentSafe'
import { useStartReview } from '../../../tx-draft/useStartReview'
import { useBlindSigning } from '../settings/messageSettings'
import { messageDetailsPath } from '../shared/describeMessage'
import { safeMessageHashes } from '../shared/messageHashes'
import { blindRefusal, type MessageInputKind, parseMessageInput } from './parseMessageInput'
import { signMessageLibDraft } from './signMessageLibDraft'
import { useSignMessage } from './useSignMessage'

/** Why the connected wallet cannot start a message for this Safe, or null. */
function signerProblem(info: SafeInfo, account: string | undefined): string | null {
  if (!account) return 'Connect an owner wallet to sign a message.'
  if (
    !isOwner(
      info.owners.map((o) => o.value),
      account,
    )
  ) {
    return `${account} is not an owner of this Safe: it cannot sign.`
  }
  if (!info.version) return "This Safe's version is unknown, so its messages cannot be hashed."
  return null
}

/**
 * "Sign message": text or pasted typed-data JSON, checked in the browser; signed off chain through the gateway where
 * the chain has EIP1271, otherwise on chain through SignMessageLib on the review screen.
 */
export function SignMessageForm({ info }: { info: SafeInfo }) {
  const { chain, address, shortName } = useCurrentSafe()
  const { address: account } = useAccount()
  const [kind, setKind] = useState<MessageInputKind>('text')
  const [input, setInput] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [blindSigning] = useBlindSigning()
  const sign = useSignMessage()
  const startReview = useStartReview()
  const navigate = useNavigate()
  const offChain = chain.features.includes('EIP1271')

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const parsed = parseMessageInput(kind, input)
    const refused = parsed.ok ? (blindRefusal(parsed, blindSigning) ?? signerProblem(info, account)) : parsed.error
    setProblem(refused)
    if (refused !== null || !parsed.ok || !info.version) return
    if (offChain) {
      const hash = await sign.mutateAsync({ content: parsed.content, version: info.version, kind: 'propose' })
      navigate(messageDetailsPath(shortName, address, hash))
      return
    }
    const { contentHash } = safeMessageHashes(parsed.content, {
      chainId: chain.chainId,
      safe: address,
      version: info.version,
    })
    const draft = signMessageLibDraft(info.version, contentHash, 'Sign message on chain')
    if (draft) startReview(draft)
    else setProblem(`No SignMessageLib is known for Safe ${info.version}: this Safe cannot sign messages on chain.`)
  }

  return (
    <form className="card" aria-label="Sign message" onSubmit={(e) => void submit(e).catch(() => undefined)}>
      <h2>Sign message</h2>
      <p className="muted">
        {offChain
          ? 'Signed off chain: each owner signs in turn (no transaction); once enough have, the Safe accepts the signature.'
          : 'This chain has no off-chain Safe messages: the message is signed by a transaction (SignMessageLib) on the review screen.'}
      </p>
      <fieldset className="field">
        <legend>Format</legend>
        <label>
          <input type="radio" name="message-kind" checked={kind === 'text'} onChange={() => setKind('text')} /> Text
        </label>{' '}
        <label>
          <input type="radio" name="message-kind" checked={kind === 'typed'} onChange={() => setKind('typed')} /> Typed
          data (EIP-712 JSON)
        </label>
      </fieldset>
      <label className="field">
        <span>{kind === 'text' ? 'Message' : 'Typed data (JSON)'}</span>
        <textarea rows={kind === 'text' ? 3 : 10} value={input} onChange={(e) => setInput(e.target.value)} />
      </label>
      {problem ? <p role="alert">{problem}</p> : null}
      {sign.isError ? <p role="alert">{errorMessage(sign.error)}</p> : null}
      <SafeChainGate>
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={sign.isPending}>
            {sign.isPending ? 'Waiting for your wallet…' : offChain ? 'Sign off chain' : 'Review on-chain signature'}
          </button>
        </div>
      </SafeChainGate>
    </form>
  )
}
