import '../shared/styles.css'
import { h } from '../shared/dom.js'
import { mountApp } from '../shared/mount-app.js'
import { batchPanel } from './batch-panel.js'
import { callForm } from './call-form.js'
import { filePanel } from './file-panel.js'

// Transaction Builder: queue calls (to, ETH value, calldata) or import a batch file, and propose them as one batch.
void mountApp('Transaction Builder', ({ sdk, safe }) => {
  const batch = batchPanel(sdk)
  return h('div', {}, h('section', {}, callForm(batch.add)), filePanel(safe, batch), batch.element)
})
