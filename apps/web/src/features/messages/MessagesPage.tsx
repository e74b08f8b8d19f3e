import { useState } from 'react'
import { useSafeInfo } from '../../query/useSafeInfo'
import { QueryView } from '../../ui/QueryView'
import { MessageList } from './list/MessageList'
import { useSafeMessages } from './list/useSafeMessages'
import { SignMessageForm } from './sign/SignMessageForm'

/** The Safe's off-chain messages by day, and "Sign message" to start one. */
export function MessagesPage() {
  const messages = useSafeMessages()
  const info = useSafeInfo()
  const [composing, setComposing] = useState(false)
  return (
    <section className="page">
      <div className="page__head">
        <h1>Messages</h1>
        <button type="button" className="button" aria-expanded={composing} onClick={() => setComposing(!composing)}>
          {composing ? 'Close' : 'New message'}
        </button>
      </div>
      {composing ? (
        <QueryView query={info} what="the Safe">
          {(safe) => <SignMessageForm info={safe} />}
        </QueryView>
      ) : null}
      <MessageList query={messages} />
    </section>
  )
}
