/** A JSON-RPC error the dapp gets: EIP-1193 / EIP-5792 code and a message that says what to do. */
export type DappRpcError = { code: number; message: string }

/** The user said no on the wallet's screen (EIP-1193 4001). */
export const userRejected = (what = 'the request'): DappRpcError => ({
  code: 4001,
  message: `The user rejected ${what} in the Safe's wallet.`,
})

/** A method the Safe's wallet does not answer (EIP-1193 4200). */
export const unsupportedMethod = (method: string): DappRpcError => ({
  code: 4200,
  message: `"${method}" is not supported by a Safe connected through Concord: use eth_sendTransaction, wallet_sendCalls, personal_sign, eth_signTypedData_v4 or a read call.`,
})

/** Parameters the method cannot take (JSON-RPC -32602). */
export const invalidParams = (method: string, why: string): DappRpcError => ({
  code: -32602,
  message: `Invalid params for ${method}: ${why}.`,
})

/** A request for another account than the Safe (EIP-1193 4100). */
export const notTheSafe = (from: string, safe: string): DappRpcError => ({
  code: 4100,
  message: `The request is from ${from}, but this session's account is the Safe ${safe}.`,
})

/** A request of a session approved for another Safe than the one open in Concord (EIP-1193 4100). */
export const otherSafeOpen = (owner: string, open: string): DappRpcError => ({
  code: 4100,
  message: `This dapp is connected to the Safe ${owner}, but Concord has the Safe ${open} open: open ${owner} in Concord, then ask again.`,
})
