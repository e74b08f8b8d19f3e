import { z } from 'zod'
import { Address, page } from './common.js'
import { AddressParam, ChainIdParam } from './params.js'

/** The ABI the gateway knows for a contract, with a description and how relevant it is (higher wins). */
export const ContractAbi = z.object({
  abi: z.array(z.unknown()).readonly(),
  description: z.string(),
  relevance: z.number().int(),
})
export type ContractAbi = z.output<typeof ContractAbi>

/** A contract the gateway knows: its name, logo, ABI and whether a DELEGATECALL to it is trusted. */
export const Contract = z.object({
  address: Address,
  name: z.string(),
  displayName: z.string(),
  logoUri: z.string().nullable(),
  contractAbi: ContractAbi.nullable(),
  trustedForDelegateCall: z.boolean(),
})
export type Contract = z.output<typeof Contract>

/** One page of known contracts (`GET /v1/chains/{chainId}/contracts`, a Concord extension). */
export const ContractPage = page(Contract)
export type ContractPage = z.output<typeof ContractPage>

/** `/chains/{chainId}/contracts/{address}`. */
export const ContractParams = z.object({ chainId: ChainIdParam, address: AddressParam })
