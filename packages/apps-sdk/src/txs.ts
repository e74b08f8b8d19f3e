import {
  type EIP712TypedData,
  type GetTxBySafeTxHashParams,
  isObjectEIP712TypedData,
  Methods,
  type SendTransactionsParams,
  type SendTransactionsResponse,
  type SignMessageParams,
  type SignMessageResponse,
  type SignTypedMessageParams,
  type TransactionDetails,
} from '@concord/apps-contract'
import type { Communicator } from './communicator.js'
import { InvalidArgumentError } from './errors.js'

/** Transaction and signing requests; each opens the wallet's review screen and waits for the user. */
export class Txs {
  readonly #communicator: Communicator

  constructor(communicator: Communicator) {
    this.#communicator = communicator
  }

  /** Asks the Safe to make one transaction or a batch; resolves with the proposal's safeTxHash. */
  async send({ txs, params }: SendTransactionsParams): Promise<SendTransactionsResponse> {
    if (!Array.isArray(txs) || txs.length === 0) throw new InvalidArgumentError('No transactions were passed')
    return this.#communicator.send(Methods.sendTransactions, { txs, params })
  }

  /** Reads the gateway's details of a Safe transaction. */
  async getBySafeTxHash(safeTxHash: string): Promise<TransactionDetails> {
    if (!safeTxHash) throw new InvalidArgumentError('Invalid safeTxHash')
    return this.#communicator.send(Methods.getTxBySafeTxHash, { safeTxHash } satisfies GetTxBySafeTxHashParams)
  }

  /** Asks the Safe to sign an EIP-191 message (off-chain when the wallet supports it, else on-chain). */
  async signMessage(message: string): Promise<SignMessageResponse> {
    return this.#communicator.send(Methods.signMessage, { message } satisfies SignMessageParams)
  }

  /** Asks the Safe to sign EIP-712 typed data. */
  async signTypedMessage(typedData: EIP712TypedData): Promise<SignMessageResponse> {
    if (!isObjectEIP712TypedData(typedData)) throw new InvalidArgumentError('Invalid typed data')
    return this.#communicator.send(Methods.signTypedMessage, { typedData } satisfies SignTypedMessageParams)
  }
}
