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

/**
 * A request that names another account than the Safe open on screen (EIP-1193 4100): typically one sent for the
 * previous Safe before the owner switched. Nothing is signed for a Safe the request did not name.
 */
export const notTheSafe = (from: string, safe: string): DappRpcError => ({
  code: 4100,
  message: `The request is for ${from}, but the dapp is now connected to the Safe ${safe}, the one open in Concord: nothing is signed for a Safe the request did not name. Ask again for ${safe}, or open ${from} in Concord first.`,
})
