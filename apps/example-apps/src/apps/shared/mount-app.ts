import { connectToWallet, isInsideWallet, type WalletConnection } from './connect-to-wallet.js'
import { describeError } from './describe-error.js'
import { h, replaceChildren } from './dom.js'
import { safeSummary } from './safe-summary.js'

/** Renders an app into #app: a notice when opened top-level, else the Safe summary and the app's own body. */
export async function mountApp(title: string, renderBody: (connection: WalletConnection) => Node): Promise<void> {
  const root = document.getElementById('app')
  if (!root) throw new Error('The page has no #app element')
  const header = h('header', {}, h('h1', {}, title))
  if (!isInsideWallet()) {
    replaceChildren(
      root,
      header,
      h(
        'section',
        { className: 'notice', testId: 'outside-wallet' },
        h('h2', {}, 'Open this app inside Concord'),
        h(
          'p',
          {},
          'This app works for a Safe account and talks to it through the wallet that embeds it. ' +
            'Open Concord, choose a Safe, and start the app from the Apps page.',
        ),
      ),
    )
    return
  }
  const status = h('p', { className: 'muted', testId: 'connecting' }, 'Connecting to the wallet…')
  replaceChildren(root, header, status)
  let connection: WalletConnection
  try {
    connection = await connectToWallet()
  } catch (error) {
    replaceChildren(
      root,
      header,
      h('p', { className: 'error', testId: 'connect-error' }, `The wallet did not answer: ${describeError(error)}`),
    )
    return
  }
  header.append(safeSummary(connection.safe))
  replaceChildren(root, header, renderBody(connection))
}
