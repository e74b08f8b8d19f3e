import type { SafeInfo, GetSafeMessageReturnType as SafeMessage } from '@concord/gateway-client'
import { useSearchParams } from 'react-router'
import { useSafeInfo } from '../../query/useSafeInfo'
import { useCurrentSafe } from '../../services/currentSafe'
import { safePath } from '../../services/safePath'
import { QueryView } from '../../ui/QueryView'
import { EmptyState } from '../../ui/States'
import { ConfirmMessagePanel } from './details/ConfirmMessagePanel'
import { MessageContentPanel } from './details/MessageContentPanel'
import { MessageHashesPanel } from './details/MessageHashesPanel'
import { MessageSignersPanel } from './details/MessageSignersPanel'
import { PreparedSignaturePanel } from './details/PreparedSignaturePanel'
import { useSafeMessage } from './list/useSafeMessages'
import { messageStatusText, originLabel } from './shared/describeMessage'
import { verifyMessageHashes } from './shared/messageHashes'

function MessageDetails({ message, safeInfo }: { message: SafeMessage; safeInfo: SafeInfo | undefined }) {
  const { chain, address } = useCurrentSafe()
  const version = safeInfo?.version ?? null
  const where = { chainId: chain.chainId, safe: address, version }
  const check = verifyMessageHashes(message.message, message.messageHash, where, message.messageKind)
  const owners = safeInfo?.owners.map((o) => o.value) ?? []
  const verified = check.kind === 'checked' && check.matches
  return (
    <>
      <div className="page__head">
        <h1>Message</h1>
        <span
          className={`status-tag status-tag--${message.status === 'CONFIRMED' ? 'success' : 'needs-your-signature'}`}
        >
          {messageStatusText(message.status)}
        </span>
      </div>
      <MessageHashesPanel check={check} />
      <MessageContentPanel
        content={message.message}
        kind={message.messageKind}
        app={message.name ?? originLabel(message.origin)}
      />
      <MessageSignersPanel message={message} owners={owners} />
      <PreparedSignaturePanel
        signature={message.preparedSignature}
        contentHash={verified ? check.contentHash : null}
        rawBytes={message.messageKind === 'RAW_BYTES'}
      />
      <ConfirmMessagePanel message={message} owners={owners} version={version} check={check} />
    </>
  )
}

/** The gateway has no message with this hash for this Safe: say so, and where its messages are. */
function NoSuchMessage({ hash }: { hash: string }) {
  const { shortName, address } = useCurrentSafe()
  return (
    <EmptyState
      action={{ label: "Open the Safe's messages", to: safePath(shortName, address, 'transactions/messages') }}
    >
      This Safe has no message with hash <code className="break">{hash}</code>. Check the link you followed.
    </EmptyState>
  )
}

/** One Safe message (`?messageHash=`): what it says, its hashes recomputed in the browser, signers, signature. */
export function MessageDetailsPage() {
  const messageHash = useSearchParams()[0].get('messageHash') ?? ''
  const message = useSafeMessage(messageHash)
  const safeInfo = useSafeInfo().data
  if (!messageHash) return <p role="alert">This link names no message (missing ?messageHash=).</p>
  return (
    <section className="page">
      <QueryView query={message} what="the message">
        {(data) =>
          data ? <MessageDetails message={data} safeInfo={safeInfo} /> : <NoSuchMessage hash={messageHash} />
        }
      </QueryView>
    </section>
  )
}
