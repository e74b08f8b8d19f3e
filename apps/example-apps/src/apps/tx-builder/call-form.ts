import { h } from '../shared/dom.js'
import { type Call, type DraftCall, parseCall } from './parse-call.js'

/** The add-a-call form; calls `onAdd` with a checked call and clears itself, or shows what to fix per field. */
export function callForm(onAdd: (call: Call) => void): HTMLFormElement {
  const fields = {
    to: h('input', { name: 'to', placeholder: '0x…', autocomplete: 'off', spellcheck: false }),
    value: h('input', { name: 'value', placeholder: '0', inputMode: 'decimal', autocomplete: 'off' }),
    data: h('input', { name: 'data', placeholder: '0x', autocomplete: 'off', spellcheck: false }),
  }
  const errors = {
    to: h('p', { className: 'field-error', testId: 'to-error' }),
    value: h('p', { className: 'field-error', testId: 'value-error' }),
    data: h('p', { className: 'field-error', testId: 'data-error' }),
  }
  const form = h(
    'form',
    { noValidate: true },
    h('h2', {}, 'Add a call'),
    h('label', { htmlFor: 'to' }, 'To'),
    Object.assign(fields.to, { id: 'to' }),
    errors.to,
    h('label', { htmlFor: 'value' }, 'Value (ETH)'),
    Object.assign(fields.value, { id: 'value' }),
    errors.value,
    h('label', { htmlFor: 'data' }, 'Data (hex)'),
    Object.assign(fields.data, { id: 'data' }),
    errors.data,
    h('button', { type: 'submit', testId: 'add-call' }, 'Add call'),
  )
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const draft: DraftCall = { to: fields.to.value, value: fields.value.value, data: fields.data.value }
    const result = parseCall(draft)
    for (const key of ['to', 'value', 'data'] as const) {
      errors[key].textContent = result.ok ? '' : (result.errors[key] ?? '')
    }
    if (!result.ok) return
    form.reset()
    onAdd(result.call)
    fields.to.focus()
  })
  return form
}
