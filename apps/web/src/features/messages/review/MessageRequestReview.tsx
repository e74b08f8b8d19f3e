import type { SafeInfo } from '@concord/gateway-client'
import { isOwner } from '@concord/protocol'
import { useState } from 'react'
import type { Hex } from 'viem'
import { useAccount } from 'wagmi'
import { SafeChainGate } from '../../../connection/SafeChainGate'
import { errorMessage } from '../../../errors'
import { useSafeInfo } from '../../../query/useSafeInfo'
import { useCurrentSafe } from '../../../services/currentSafe'
import { TxReview } from '../../../tx'
import { AddressView } from '../../../ui/AddressView'
import { QueryView } from '../../../ui/QueryView'
import { MessageContentPanel } from '../details/MessageContentPanel'
import { useAlwaysOnChainSignatures, useBlindSigning } from '../settings/messageSettings'
import { type MessageContent, safeMessageHashes } from '../shared/messageHashes'
import { blindRefusal, parseMessageInput } from '../sign/parseMessageInput'
import { signMessageLibDraft } from '../sign/signMessageLibDraft'
import { useSignMessage } from '../sign/useSignMessage'
import { useAwaitConfirmed } from './useAwaitConfirmed'

/** What an app asks to have signed: EIP-191 text or EIP-712 typed data, as the bridge received it. */
export type AppMessage = { kind: 'text'; message: string } | { kind: 'typed'; typedData: Record<string, unknown> }

/** The app's answer: the off-chain SafeMessage hash and prepared signature, or the on-chain transaction's hash. */
export type AppMessageResult = { messageHash: Hex; signature: Hex } | { safeTxHash: Hex }

/** The props of a message request from an app. */
export type MessageRequestProps = {
  app: { name: string; url: string }
  message: AppMessage
  /** The app's `safe_setSettings` asks for off-chain signing. */
  offChainRequested: boolean
  onApprove(result: AppMessageResult): void
  onReject(reason?: string): void
}

function Hashes({ hashes }: { hashes: ReturnType<typeof safeMessageHashes> }) {
  return (
    <section className="card" aria-label="Hashes">
      <h2>Hashes</h2>
      <dl className="fields">
        <dt>SafeMessage</dt>
        <dd>
          <code>{`SafeMessage(bytes message = ${hashes.contentHash})`}</code>
        </dd>
        <dt>Domain hash</dt>
        <dd>
          <AddressView value={hashes.domainHash} />
        </dd>
        <dt>Message hash</dt>
        <dd>
          <AddressView value={hashes.messageHash} />
        </dd>
      </dl>
    </section>
  )
}

function OffChainSign(props: { content: MessageContent; info: SafeInfo; version: string } & MessageRequestProps) {
  const { address: account } = useAccount()
  const sign = useSignMessage()
  const [messageHash, setMessageHash] = useState<Hex | null>(null)
  const watched = useAwaitConfirmed(messageHash, (signature) => {
    if (messageHash) props.onApprove({ messageHash, signature })
  })
  const accountIsOwner = isOwner(
    props.info.owners.map((o) => o.value),
    account,
  )
  if (messageHash) {
    const m = watched.data
    return (
      <p role="status">
        Signed. Waiting for the other owners ({m?.confirmationsSubmitted ?? 1} of {m?.confirmationsRequired ?? '?'}):
        keep this page open; the app gets the signature once the message is confirmed.
      </p>
    )
  }
  const origin = JSON.stringify(props.app)
  const start = () =>
    sign
      .mutateAsync({ content: props.content, version: props.version, kind: 'propose', origin })
      .then(setMessageHash)
      .catch(() => undefined)
  return (
    <>
      <p className="muted">Signed off chain: no transaction; each owner signs the message in turn.</p>
      {accountIsOwner ? (
        <SafeChainGate>
          <button type="button" className="button button--primary" disabled={sign.isPending} onClick={start}>
            {sign.isPending ? 'Waiting for your wallet…' : 'Sign message'}
          </button>
        </SafeChainGate>
      ) : (
        <p className="muted">Connect the wallet of an owner of this Safe to sign.</p>
      )}
      {sign.isError ? <p role="alert">{errorMessage(sign.error)}</p> : null}
    </>
  )
}

function Review(props: MessageRequestProps & { info: SafeInfo }) {
  const { chain, address } = useCurrentSafe()
  const [blindSigning] = useBlindSigning()
  const [alwaysOnChain] = useAlwaysOnChainSignatures()
  const input = props.message
  const parsed =
    input.kind === 'text'
      ? parseMessageInput('text', input.message)
      : parseMessageInput('typed', JSON.stringify(input.typedData))
  const refused = parsed.ok ? blindRefusal(parsed, blindSigning) : parsed.error
  const version = props.info.version
  if (refused !== null || !parsed.ok || !version) {
    const reason = refused ?? "This Safe's version is unknown, so the message cannot be hashed."
    return (
      <>
        <p role="alert">{reason}</p>
        <button type="button" className="button" onClick={() => props.onReject(reason)}>
          Reject and tell the app
        </button>
      </>
    )
  }
  const hashes = safeMessageHashes(parsed.content, { chainId: chain.chainId, safe: address, version })
  const offChain = chain.features.includes('EIP1271') && props.offChainRequested && !alwaysOnChain
  const draft = offChain ? null : signMessageLibDraft(version, hashes.contentHash, 'Sign message on chain', props.app)
  return (
    <>
      <MessageContentPanel content={parsed.content} />
      <Hashes hashes={hashes} />
      {offChain ? (
        <OffChainSign {...props} content={parsed.content} version={version} />
      ) : draft ? (
        <TxReview draft={draft} onSigned={(safeTxHash) => props.onApprove({ safeTxHash })} />
      ) : (
        <p role="alert">No SignMessageLib is known for Safe {version}: this Safe cannot sign messages on chain.</p>
      )}
      <button type="button" className="button" onClick={() => props.onReject()}>
        Reject
      </button>
    </>
  )
}

/**
 * An app's request to sign a message: the text or typed-data tree and the hashes, then off chain through the gateway
 * (the chain has EIP1271, the app asked for it and the user does not always sign on chain) or on chain through
 * SignMessageLib on the review screen.
 */
export function MessageRequestReview(props: MessageRequestProps) {
  const info = useSafeInfo()
  return (
    <section aria-label="Message request">
      <p className="banner banner--warning">
        Requested by {props.app.name} ({props.app.url}). Read the message before you sign.
      </p>
      <QueryView query={info} what="the Safe">
        {(safe) => <Review {...props} info={safe} />}
      </QueryView>
    </section>
  )
}
