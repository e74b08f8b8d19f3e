import { useEffect, useRef, useState } from 'react'
import type { AppEntry } from '../catalogue/appEntry'
import { PermissionPrompt } from '../permissions/PermissionPrompt'
import { AppMessageRequest } from './AppMessageRequest'
import { AppTxRequest } from './AppTxRequest'
import { ProposedNotice } from './ProposedNotice'
import { requestKey } from './requestKey'
import type { PendingRequest } from './useAppRequests'

const describe = (r: PendingRequest) => {
  if (r.kind === 'sendTransactions')
    return `Transaction request (${r.txs.length} ${r.txs.length === 1 ? 'call' : 'calls'})`
  if (r.kind === 'signMessage' || r.kind === 'signTypedMessage') return 'Message signature request'
  return 'Permissions request'
}

/** The app's requests waiting for the user: the oldest on screen, the others listed in order below the count. */
export function AppRequests({
  app,
  origin,
  queue,
  onSettled,
}: {
  app: AppEntry
  origin: string
  queue: PendingRequest[]
  onSettled: (request: PendingRequest) => void
}) {
  const [first] = queue
  const panel = useRef<HTMLElement>(null)
  // The last transaction the user signed for the app: the way to its queue stays offered while the app goes on.
  const [proposed, setProposed] = useState<string | null>(null)
  // The user may be scrolled down inside the app: bring each new request into view.
  useEffect(() => {
    if (first) panel.current?.scrollIntoView({ block: 'start' })
  }, [first])
  const notice = proposed ? <ProposedNotice app={app.name} onClose={() => setProposed(null)} /> : null
  if (!first) return notice
  const done = () => onSettled(first)
  return (
    <section ref={panel} className="card app-requests" aria-label="App requests">
      <p role="status">
        {app.name} is waiting for you: {queue.length} {queue.length === 1 ? 'request' : 'requests'}.
      </p>
      {queue.length > 1 ? (
        <ol className="app-requests__queue" aria-label="Queued requests">
          {queue.map((r, i) => (
            <li key={requestKey(r)}>
              {describe(r)}
              {i === 0 ? ' (below)' : ''}
            </li>
          ))}
        </ol>
      ) : null}
      {first.kind === 'sendTransactions' ? (
        <AppTxRequest
          key={requestKey(first)}
          app={app}
          origin={origin}
          request={first}
          onDone={(safeTxHash) => {
            if (safeTxHash) setProposed(safeTxHash)
            done()
          }}
        />
      ) : first.kind === 'signMessage' || first.kind === 'signTypedMessage' ? (
        <AppMessageRequest key={requestKey(first)} app={app} origin={origin} request={first} onDone={done} />
      ) : (
        <PermissionPrompt
          key={requestKey(first)}
          origin={origin}
          capabilities={first.capabilities}
          onAccept={() => {
            first.approve(undefined)
            done()
          }}
          onReject={() => {
            first.reject()
            done()
          }}
        />
      )}
    </section>
  )
}
