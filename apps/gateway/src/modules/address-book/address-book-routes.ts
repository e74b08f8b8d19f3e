import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import type { Handlers } from '../../wire/operation-handlers.js'
import { mergeAddressBook } from './merge-address-book.js'
import { ownAddressBook } from './own-address-book.js'
import { readAddressBook } from './read-address-book.js'

/** The signed-in account's address book per chain (SIWE session): read it, merge edits into it (last edit wins). */
export function addressBookHandlers(ctx: GatewayContext): Handlers<'getAddressBook' | 'mergeAddressBook'> {
  return {
    getAddressBook: async (request) => {
      const chainId = getChain(ctx, request.params.chainId).chainId
      const account = await ownAddressBook(ctx.db, request, request.params.account)
      return readAddressBook(ctx.db, account, chainId)
    },
    mergeAddressBook: async (request) => {
      const chainId = getChain(ctx, request.params.chainId).chainId
      const account = await ownAddressBook(ctx.db, request, request.params.account)
      return mergeAddressBook(ctx.db, account, chainId, request.body.entries)
    },
  }
}
