import type { Address, Hex, TypedData, TypedDataDefinition } from 'viem'
import type { Config } from 'wagmi'
import { signTypedData } from 'wagmi/actions'
import { whenWalletSettled } from './whenWalletSettled'

/**
 * Signs EIP-712 data as `account` with the wallet behind `config`, each time once wagmi has finished reconnecting it
 * (see whenWalletSettled): the one signer every signature flow hands to its protocol step.
 */
export function walletTypedDataSigner(config: Config, account: Address) {
  return async <const T extends TypedData | Record<string, unknown>, P extends keyof T | 'EIP712Domain'>(
    typed: TypedDataDefinition<T, P>,
  ): Promise<Hex> => signTypedData(await whenWalletSettled(config), { account, ...typed } as never)
}
