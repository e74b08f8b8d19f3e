import { HOME_READY } from './firstPaintAssets.ts'
import type { WebStack } from './start-web-stack.ts'

/** One Safe page the web benchmarks load: its URL and what shows once its content is in (the vitals' wait). */
export type SafePage = { name: string; url: string; ready: string }

/**
 * The Safe pages issue 35 point 12 holds to its targets: home, assets, queue, history and a transaction's details
 * (the newest transaction of the demo Safe's history, as the gateway lists it; the seeded queue is empty).
 */
export async function safePages(stack: WebStack): Promise<SafePage[]> {
  const demo = stack.chain.demo.safe
  const base = `${stack.url}/dev:${demo.address}`
  const history = await fetch(
    `${stack.gateway.url}/v1/chains/${stack.chain.chainId}/safes/${demo.address}/transactions/history`,
  )
  if (!history.ok) throw new Error(`The gateway answered ${history.status} to the demo Safe's history.`)
  const page = (await history.json()) as { results: { type: string; transaction?: { id: string } }[] }
  const txId = page.results.find((item) => item.type === 'TRANSACTION')?.transaction?.id
  if (!txId) throw new Error("The demo Safe's history has no transaction: the dev chain's seed changed.")
  return [
    { name: 'home', url: `${base}/home`, ready: HOME_READY },
    { name: 'assets', url: `${base}/balances`, ready: 'table.table--stack, .state--empty' },
    { name: 'queue', url: `${base}/transactions/queue`, ready: 'ul.tx-list, .state--empty' },
    { name: 'history', url: `${base}/transactions/history`, ready: 'ul.tx-list, .state--empty' },
    { name: 'details', url: `${base}/transactions/tx?id=${encodeURIComponent(txId)}`, ready: '.page__head h1' },
  ]
}
