import { AddressBookParams, AddressBookResponse, MergeAddressBookBody } from '@concord/gateway-schema'
import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import type { GatewayApp } from '../../wire/gateway-app.js'
import { mergeAddressBook } from './merge-address-book.js'
import { ownAddressBook } from './own-address-book.js'
import { readAddressBook } from './read-address-book.js'

const PATH = '/v1/accounts/:account/chains/:chainId/address-book'

/** The signed-in account's address book per chain (SIWE session): read it, merge edits into it (last edit wins). */
export function registerAddressBookRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get(PATH, { schema: { params: AddressBookParams, response: { 200: AddressBookResponse } } }, async (request) => {
    const chainId = getChain(ctx, request.params.chainId).chainId
    const account = await ownAddressBook(ctx.db, request, request.params.account)
    return readAddressBook(ctx.db, account, chainId)
  })
  app.post(
    PATH,
    { schema: { params: AddressBookParams, body: MergeAddressBookBody, response: { 200: AddressBookResponse } } },
    async (request) => {
      const chainId = getChain(ctx, request.params.chainId).chainId
      const account = await ownAddressBook(ctx.db, request, request.params.account)
      return mergeAddressBook(ctx.db, account, chainId, request.body.entries)
    },
  )
}
