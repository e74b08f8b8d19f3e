/**
 * What wallet and node failures mean for the user, and what to do about them. viem's own texts end in
 * "Version: viem@…" and talk about chain ids and RPC methods; none of that may reach the screen. Matched on error
 * names and EIP-1193 / JSON-RPC codes along the cause chain (not on viem's classes, so the first paint carries none
 * of them), the outermost match winning.
 */
const BY_NAME: Record<string, string> = {
  ChainMismatchError:
    "Your wallet is on a different network than this Safe. Switch the wallet to the Safe's network, then try again.",
  ConnectorChainMismatchError:
    "Your wallet is on a different network than this Safe. Switch the wallet to the Safe's network, then try again.",
  UserRejectedRequestError: 'You cancelled the request in your wallet. Nothing was sent; try again when ready.',
  InsufficientFundsError:
    "Your wallet's account has too little of the network's coin to pay the fee. Top it up or lower the fee, then try again.",
  SwitchChainError:
    "Your wallet could not switch to the Safe's network. Add the network in your wallet or switch it there, then try again.",
  ChainNotFoundError: "Your wallet does not know this Safe's network. Add the network in your wallet, then try again.",
  ChainNotConfiguredError:
    "This Safe's network is not one the wallet connection serves. Reload the page; if it stays, switch the network in your wallet.",
  ConnectorNotConnectedError: 'Your wallet is not connected. Connect it from the header, then try again.',
  ConnectorAccountNotFoundError:
    'The account this needs is not the one connected in your wallet. Pick it in your wallet, then try again.',
  AccountNotFoundError: 'No account is connected. Connect your wallet from the header, then try again.',
  UnauthorizedProviderError:
    'Your wallet did not allow this account or request. Unlock the wallet and allow the site, then try again.',
  ResourceUnavailableRpcError:
    'Your wallet is already showing a request from this site. Answer it in the wallet first, then try again.',
  HttpRequestError: "The network's node could not be reached. Check your connection, then try again.",
  TimeoutError: "The network's node did not answer in time. Check your connection, then try again.",
  NonceTooLowError:
    'Your wallet used a nonce that is already taken. Reset or wait for its pending transaction, then try again.',
  FeeCapTooLowError: 'The fee is below what the network asks now. Raise the max fee, then try again.',
  IntrinsicGasTooLowError: 'The gas limit is too low for this transaction. Raise it, then try again.',
}

// EIP-1193 provider codes, for wallets whose errors viem has not wrapped.
const BY_CODE: Record<number, string> = {
  4001: BY_NAME.UserRejectedRequestError as string,
  4100: BY_NAME.UnauthorizedProviderError as string,
  4900: 'Your wallet is disconnected from the network. Reconnect it, then try again.',
  4901: BY_NAME.ChainMismatchError as string,
  4902: BY_NAME.SwitchChainError as string,
  [-32002]: BY_NAME.ResourceUnavailableRpcError as string,
}

/** The words for a wallet or node failure anywhere in `error`'s cause chain, or undefined when it is none of those. */
export function walletErrorText(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 8 && current instanceof Error; depth++) {
    const byName = BY_NAME[current.name]
    if (byName) return byName
    const code = (current as { code?: unknown }).code
    if (typeof code === 'number' && BY_CODE[code]) return BY_CODE[code]
    current = current.cause
  }
  return undefined
}

/** viem's one-line summary of its own errors (without "Docs:", "Details:" and "Version:"), else undefined. */
export function shortLibraryMessage(error: unknown): string | undefined {
  const short = (error as { shortMessage?: unknown } | null)?.shortMessage
  return typeof short === 'string' && short !== '' ? short : undefined
}
