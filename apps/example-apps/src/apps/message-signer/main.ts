import '../shared/styles.css'
import { h } from '../shared/dom.js'
import { mountApp } from '../shared/mount-app.js'
import { messageEditor } from './message-editor.js'
import { signActions } from './sign-actions.js'

// Message Signer: sign text or EIP-712 typed data with the Safe, see its SafeMessage hash, check EIP-1271 status.
void mountApp('Message Signer', ({ sdk, safe }) => {
  let actions: { update(): void } | undefined
  const editor = messageEditor(safe, () => actions?.update())
  const signing = signActions(sdk, editor.read)
  actions = signing
  return h('div', {}, editor.element, signing.element)
})
