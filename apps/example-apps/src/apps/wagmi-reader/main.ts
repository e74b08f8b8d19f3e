import '../shared/styles.css'
import { connect, getAccount, reconnect } from '@wagmi/core'
import type { EIP1193Provider } from 'viem'
import { isInsideWallet } from '../shared/connect-to-wallet.js'
import { describeError } from '../shared/describe-error.js'
import { h, replaceChildren } from '../shared/dom.js'
import { readSafe } from './read-safe.js'
import { wagmiConfig } from './wagmi-config.js'

// wagmi Safe Reader: connects with wagmi's `safe` connector (which gives the wallet 10 ms to answer getSafeInfo) and
// reads the Safe's contract through it, as any wagmi dapp inside a Safe wallet does.

const root = document.getElementById('app')
if (!root) throw new Error('The page has no #app element')
const header = h('header', {}, h('h1', {}, 'wagmi Safe Reader'))
const body = h('div')
replaceChildren(root, header, body)

/** Shows the connection and the Safe's on-chain state. */
async function show(how: string): Promise<void> {
  const account = getAccount(wagmiConfig)
  const { address, chainId, connector } = account
  if (account.status !== 'connected' || !address || !connector) return
  replaceChildren(
    body,
    h('p', { testId: 'wagmi-status' }, how),
    h(
      'p',
      { className: 'safe' },
      'Safe ',
      h('code', { testId: 'safe-address' }, address),
      ' on chain ',
      h('span', { testId: 'chain-id' }, String(chainId)),
    ),
  )
  try {
    const provider = (await connector.getProvider()) as EIP1193Provider
    const safe = await readSafe(provider, address, account.chain)
    body.append(
      h(
        'dl',
        { testId: 'safe-reading' },
        h('dt', {}, 'Threshold'),
        h('dd', { testId: 'threshold' }, `${safe.threshold} of ${safe.owners.length}`),
        h('dt', {}, 'Owners'),
        h('dd', { testId: 'owners' }, safe.owners.join(', ')),
        h('dt', {}, 'Nonce'),
        h('dd', { testId: 'nonce' }, String(safe.nonce)),
        h('dt', {}, 'ETH balance'),
        h('dd', { testId: 'balance' }, safe.balanceEth),
      ),
    )
  } catch (error) {
    body.append(
      h('p', { className: 'error', testId: 'read-error' }, `Reading the Safe failed: ${describeError(error)}`),
    )
  }
}

/** The user's way in when the automatic connection missed the connector's deadline. */
function offerConnect(): void {
  const button = h('button', { type: 'button', testId: 'connect' }, 'Connect to the Safe')
  const note = h(
    'p',
    { className: 'muted', testId: 'wagmi-status' },
    "Not connected: the wallet did not answer within wagmi's 10 ms.",
  )
  button.addEventListener('click', async () => {
    const connector = wagmiConfig.connectors[0]
    if (!connector) return
    try {
      await connect(wagmiConfig, { connector })
      await show("Connected through wagmi's safe connector after pressing Connect.")
    } catch (error) {
      note.textContent = `Not connected: ${describeError(error)}`
    }
  })
  replaceChildren(body, note, button)
}

if (!isInsideWallet()) {
  replaceChildren(
    body,
    h(
      'p',
      { className: 'notice', testId: 'outside-wallet' },
      'Open this app inside Concord, from the Apps page of a Safe.',
    ),
  )
} else {
  // reconnect() is what wagmi dapps run on load: it connects only if getSafeInfo is answered within 10 ms.
  await reconnect(wagmiConfig)
  if (getAccount(wagmiConfig).status === 'connected') await show("Connected through wagmi's safe connector on load.")
  else offerConnect()
}
