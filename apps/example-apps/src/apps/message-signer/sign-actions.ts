import type { AppsSdk, SignMessageResponse } from '@concord/apps-sdk'
import { describeError } from '../shared/describe-error.js'
import { h, replaceChildren } from '../shared/dom.js'
import { hashList } from './hash-list.js'
import type { EditorState } from './message-editor.js'
import type { MessageInput } from './parse-message.js'

/** Sign and Check buttons with their outcome; the signature of the last signing is used to check that message. */
export function signActions(sdk: AppsSdk, read: () => EditorState): { element: HTMLElement; update(): void } {
  let busy = false
  let last: { input: MessageInput; signature: string } | undefined
  const sign = h('button', { type: 'button', testId: 'sign' }, 'Sign with the Safe')
  const check = h('button', { type: 'button', className: 'secondary', testId: 'check' }, 'Check if signed')
  const outcome = h('div', { testId: 'outcome' })

  const update = () => {
    const ready = read().ok
    sign.disabled = busy || !ready
    check.disabled = busy || !ready
  }
  const run = async (task: (input: MessageInput) => Promise<Node>) => {
    const state = read()
    if (!state.ok) return
    busy = true
    update()
    replaceChildren(outcome, h('p', { className: 'muted' }, 'Waiting for the wallet…'))
    try {
      replaceChildren(outcome, await task(state.input))
    } catch (error) {
      replaceChildren(
        outcome,
        h('p', { className: 'error', testId: 'sign-error' }, `The wallet did not sign: ${describeError(error)}`),
      )
    } finally {
      busy = false
      update()
    }
  }

  sign.addEventListener('click', () => {
    void run(async (input) => {
      const result =
        input.kind === 'text' ? await sdk.txs.signMessage(input.text) : await sdk.txs.signTypedMessage(input.typedData)
      if ('signature' in result && typeof result.signature === 'string') last = { input, signature: result.signature }
      return describeSignResult(result)
    })
  })
  check.addEventListener('click', () => {
    void run(async (input) => {
      const message = input.kind === 'text' ? input.text : input.typedData
      // '0x' asks about on-chain signing; an off-chain signature from this session is checked as is.
      const signature = last && sameInput(last.input, input) ? last.signature : '0x'
      const signed = await sdk.safe.isMessageSigned(message, signature)
      return h(
        'p',
        { testId: 'signed-status', className: signed ? '' : 'muted' },
        signed
          ? 'Signed: the Safe confirms this message (EIP-1271).'
          : 'Not signed yet: the Safe does not confirm this message.',
      )
    })
  })

  update()
  return { element: h('section', {}, sign, check, outcome), update }
}

/** What the wallet answered: an off-chain SafeMessage signature, or an on-chain signing transaction. */
function describeSignResult(result: SignMessageResponse): Node {
  if ('safeTxHash' in result) {
    return h(
      'div',
      {},
      h('p', {}, 'The wallet proposed an on-chain signing transaction; the message counts as signed once it executes.'),
      hashList([['Safe transaction hash', result.safeTxHash, 'result-safe-tx-hash']]),
    )
  }
  return h(
    'div',
    {},
    h('p', {}, 'Signed off-chain by the Safe owners.'),
    hashList([
      ['SafeMessage hash', result.messageHash, 'result-message-hash'],
      ['Signature', result.signature ?? null, 'result-signature'],
    ]),
  )
}

function sameInput(a: MessageInput, b: MessageInput): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}
