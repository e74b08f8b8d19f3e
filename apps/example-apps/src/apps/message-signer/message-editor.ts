import type { SafeInfo } from '@concord/apps-sdk'
import { describeError } from '../shared/describe-error.js'
import { h, replaceChildren } from '../shared/dom.js'
import { exampleTypedData } from './example-typed-data.js'
import { hashList } from './hash-list.js'
import { type MessageHashes, messageHashes } from './message-hashes.js'
import { type MessageInput, type MessageMode, parseMessage } from './parse-message.js'

/** The current message, hashed, or why it cannot be signed yet. */
export type EditorState = { ok: true; input: MessageInput; hashes: MessageHashes } | { ok: false; error: string }

/** Text or typed-data input with live hashes; `read()` returns what the Sign and Check buttons act on. */
export function messageEditor(safe: SafeInfo, onChange: () => void): { element: HTMLElement; read(): EditorState } {
  let mode: MessageMode = 'text'
  const textarea = h('textarea', {
    id: 'message',
    spellcheck: false,
    placeholder: 'Hello from our Safe',
    testId: 'message',
  })
  const example = h(
    'button',
    { type: 'button', className: 'secondary', hidden: true, testId: 'insert-example' },
    'Insert an example',
  )
  const feedback = h('div', { testId: 'hashes' })
  const radio = (value: MessageMode, label: string) => {
    const input = h('input', { type: 'radio', name: 'mode', value, checked: value === mode, testId: `mode-${value}` })
    input.addEventListener('change', () => {
      mode = value
      example.hidden = mode !== 'typed'
      textarea.placeholder = mode === 'typed' ? '{ "domain": …, "types": …, "message": … }' : 'Hello from our Safe'
      refresh()
    })
    return h('label', {}, input, ` ${label}`)
  }

  const read = (): EditorState => {
    const parsed = parseMessage(mode, textarea.value)
    if (!parsed.ok) return parsed
    try {
      return { ok: true, input: parsed.input, hashes: messageHashes(parsed.input, safe) }
    } catch (error) {
      return { ok: false, error: `It cannot be hashed: ${describeError(error)}` }
    }
  }
  const refresh = () => {
    const state = read()
    replaceChildren(
      feedback,
      state.ok
        ? hashList([
            [
              state.input.kind === 'text' ? 'Message hash (EIP-191)' : 'Message hash (EIP-712)',
              state.hashes.messageHash,
              'message-hash',
            ],
            ['SafeMessage hash', state.hashes.safeMessageHash, 'safe-message-hash'],
          ])
        : textarea.value === ''
          ? null
          : h('p', { className: 'field-error', testId: 'message-error' }, state.error),
    )
    onChange()
  }
  textarea.addEventListener('input', refresh)
  example.addEventListener('click', () => {
    textarea.value = exampleTypedData(safe.chainId)
    refresh()
  })

  const element = h(
    'section',
    {},
    h('h2', {}, 'Message'),
    h('div', { className: 'modes' }, radio('text', 'Text'), radio('typed', 'EIP-712 typed data (JSON)')),
    h('label', { htmlFor: 'message' }, 'Content'),
    textarea,
    example,
    feedback,
  )
  return { element, read }
}
