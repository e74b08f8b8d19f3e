import type { Page } from './common.js'

/** The ABI the gateway knows for a contract, with a description and how relevant it is (higher wins). */
export type ContractAbi = { abi: readonly Record<string, unknown>[]; description: string; relevance: number }

/** A contract the gateway knows: its name, logo, ABI and whether a DELEGATECALL to it is trusted. */
export type Contract = {
  address: string
  name: string
  displayName: string
  logoUri: string | null
  contractAbi: ContractAbi | null
  trustedForDelegateCall: boolean
}

/** One page of known contracts (GET /v1/chains/{chainId}/contracts, a Concord extension). */
export type ContractPage = Page<Contract>
