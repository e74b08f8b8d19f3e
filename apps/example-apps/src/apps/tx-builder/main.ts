import '../shared/styles.css'
import { h } from '../shared/dom.js'
import { mountApp } from '../shared/mount-app.js'
import { batchPanel } from './batch-panel.js'
import { callForm } from './call-form.js'

// Transaction Builder: queue calls (to, ETH value, calldata) and propose them to the Safe as one batch.
void mountApp('Transaction Builder', ({ sdk }) => {
  const batch = batchPanel(sdk)
  return h('div', {}, h('section', {}, callForm(batch.add)), batch.element)
})
