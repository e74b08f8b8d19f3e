import { Communicator, type CommunicatorOptions } from './communicator.js'
import { Eth } from './eth.js'
import { Safe } from './safe.js'
import { Txs } from './txs.js'
import { Wallet } from './wallet.js'

/** Options of {@link AppsSdk}: the same `allowedDomains` as the Safe Apps SDK, plus a request timeout. */
export type AppsSdkOptions = CommunicatorOptions

/** Entry point for an app inside the wallet frame: `txs`, `safe`, `wallet` and `eth` namespaces. */
export class AppsSdk {
  readonly communicator: Communicator
  readonly txs: Txs
  readonly safe: Safe
  readonly wallet: Wallet
  readonly eth: Eth

  constructor(options: AppsSdkOptions = {}) {
    this.communicator = new Communicator(options)
    this.wallet = new Wallet(this.communicator)
    this.txs = new Txs(this.communicator)
    this.safe = new Safe(this.communicator, this.wallet)
    this.eth = new Eth(this.communicator)
  }
}
