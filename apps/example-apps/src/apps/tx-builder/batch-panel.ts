import type { AppsSdk } from '@concord/apps-sdk'
import { describeError } from '../shared/describe-error.js'
import { h, replaceChildren } from '../shared/dom.js'
import { callList } from './call-list.js'
import { type Call, toTransaction } from './parse-call.js'

/** The queued calls and the Submit button: sends them as one batch and shows the safeTxHash or the wallet's error. */
export function batchPanel(sdk: AppsSdk): { element: HTMLElement; add(call: Call): void; calls(): readonly Call[] } {
  const calls: Call[] = []
  let sending = false
  const list = h('div')
  const submit = h('button', { type: 'button', testId: 'submit-batch' })
  const outcome = h('div', { testId: 'outcome' })

  const render = () => {
    replaceChildren(
      list,
      callList(calls, (index) => {
        calls.splice(index, 1)
        render()
      }),
    )
    submit.textContent = calls.length > 1 ? `Submit ${calls.length} calls as one batch` : 'Submit'
    submit.disabled = sending || calls.length === 0
  }

  submit.addEventListener('click', async () => {
    sending = true
    render()
    replaceChildren(outcome, h('p', { className: 'muted' }, 'Waiting for the Safe owners to review it in the wallet…'))
    try {
      const { safeTxHash } = await sdk.txs.send({ txs: calls.map(toTransaction) })
      calls.length = 0
      replaceChildren(
        outcome,
        h('p', {}, 'Proposed to the Safe. Safe transaction hash: ', h('code', { testId: 'safe-tx-hash' }, safeTxHash)),
      )
    } catch (error) {
      // Keep the calls: the user may want to submit them again after the rejection.
      replaceChildren(
        outcome,
        h(
          'p',
          { className: 'error', testId: 'send-error' },
          `The wallet did not accept the batch: ${describeError(error)}`,
        ),
      )
    } finally {
      sending = false
      render()
    }
  })

  render()
  return {
    element: h('section', {}, h('h2', {}, 'Batch'), list, submit, outcome),
    add(call) {
      calls.push(call)
      render()
    },
    calls: () => calls,
  }
}
