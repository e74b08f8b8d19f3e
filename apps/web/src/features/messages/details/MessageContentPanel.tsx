import type { Hex } from 'viem'
import type { MessageContent, MessageKind } from '../shared/messageHashes'
import { RawBytesMessage } from './RawBytesMessage'
import { TypedDataTree } from './TypedDataTree'

const HEADINGS: Record<MessageKind, string> = {
  TEXT: 'Message (EIP-191 text)',
  TYPED_DATA: 'Message (EIP-712 typed data)',
  RAW_BYTES: 'Message (raw bytes)',
}

/** What the owners sign: the EIP-191 text as written, the EIP-712 typed data as a tree, or raw bytes in words. */
export function MessageContentPanel({
  content,
  kind,
  app,
}: {
  content: MessageContent
  /** Absent: text or typed data, as the content shows (a request from an app is never raw bytes). */
  kind?: MessageKind
  app?: string | null
}) {
  const shown = kind ?? (typeof content === 'string' ? 'TEXT' : 'TYPED_DATA')
  return (
    <section className="card" aria-label="Message">
      <h2>{HEADINGS[shown]}</h2>
      {app ? <p className="muted">Requested by {app}</p> : null}
      {typeof content !== 'string' ? (
        <TypedDataTree data={content} />
      ) : shown === 'RAW_BYTES' ? (
        <RawBytesMessage raw={content as Hex} />
      ) : (
        <pre className="break">{content}</pre>
      )}
    </section>
  )
}
