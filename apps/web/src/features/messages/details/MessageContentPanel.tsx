import type { MessageContent } from '../shared/messageHashes'
import { TypedDataTree } from './TypedDataTree'

/** What the owners sign: the EIP-191 text as written, or the EIP-712 typed data as a tree. */
export function MessageContentPanel({ content, app }: { content: MessageContent; app?: string | null }) {
  return (
    <section className="card" aria-label="Message">
      <h2>{typeof content === 'string' ? 'Message (EIP-191 text)' : 'Message (EIP-712 typed data)'}</h2>
      {app ? <p className="muted">Requested by {app}</p> : null}
      {typeof content === 'string' ? <pre className="break">{content}</pre> : <TypedDataTree data={content} />}
    </section>
  )
}
