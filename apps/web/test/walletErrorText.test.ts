import { GatewayError } from '@concord/gateway-client'
import {
  BaseError,
  ChainMismatchError,
  InsufficientFundsError,
  TransactionExecutionError,
  UserRejectedRequestError,
} from 'viem'
import { anvil, mainnet } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { WalletRpcError } from '../src/connection/devWallet/walletRpcError'
import { errorMessage, WebAppError } from '../src/errors'
import { failureReason } from '../src/tx/execute/revertReason'

const account = { address: '0x0000000000000000000000000000000000000001', type: 'json-rpc' } as const

/** No library text on screen: no chain ids as viem prints them, no version stamp, no RPC method names. */
function expectWords(text: string) {
  expect(text).not.toMatch(/viem@|Version:|chainId|eth_|Details:|Docs:/)
}

describe('wallet and node errors in words', () => {
  test("viem's chain mismatch says to switch the wallet's network", () => {
    const raw = new ChainMismatchError({ chain: anvil, currentChainId: mainnet.id })
    expect(raw.message).toMatch(/viem@/)
    for (const text of [errorMessage(raw), failureReason(raw)]) {
      expect(text).toMatch(/different network than this Safe\. Switch the wallet/)
      expectWords(text)
    }
  })

  test('a request the user rejected in the wallet, wrapped as viem wraps a sendTransaction, says nothing was sent', () => {
    const raw = new TransactionExecutionError(new UserRejectedRequestError(new Error('User denied')), {
      account,
      chain: anvil,
    })
    const text = errorMessage(raw)
    expect(text).toBe('You cancelled the request in your wallet. Nothing was sent; try again when ready.')
    expectWords(text)
  })

  test('insufficient funds says to top up the fee coin', () => {
    const raw = new TransactionExecutionError(
      new InsufficientFundsError({ cause: new BaseError('insufficient funds for gas * price + value') }),
      { account, chain: anvil },
    )
    const text = errorMessage(raw)
    expect(text).toMatch(/too little of the network's coin to pay the fee\. Top it up/)
    expectWords(text)
  })

  test("a wallet's bare EIP-1193 refusal is said by its code", () => {
    expect(errorMessage(new WalletRpcError(4902, 'Unrecognized chain ID "0x1".'))).toMatch(/could not switch/)
    expect(errorMessage(Object.assign(new Error('User rejected the request.'), { code: 4001 }))).toMatch(/cancelled/)
  })

  test("an unknown viem error shows its one-line summary, the app's and the gateway's own texts stay", () => {
    const unknown = new BaseError('Something odd happened.', { details: 'rpc said no' })
    expect(errorMessage(unknown)).toBe('Something odd happened.')
    expect(errorMessage(new WebAppError('NOT_CONNECTED', 'Connect a wallet first.'))).toBe('Connect a wallet first.')
    expect(
      errorMessage(new GatewayError('No such Safe.', { code: 'GATEWAY_HTTP_ERROR', url: '/x', status: 404 })),
    ).toMatch(/No such Safe/)
  })
})
