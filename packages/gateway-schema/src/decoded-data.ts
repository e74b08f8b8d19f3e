import { z } from 'zod'
import { Address, Hex, Operation } from './common.js'
import { AddressParam, HexData } from './params.js'

/** A decoded parameter value: a string, or nested arrays of strings for array and tuple types. */
export type ParamValue = string | ParamValue[]
export const ParamValue: z.ZodType<ParamValue> = z.union([z.string(), z.array(z.lazy(() => ParamValue))])

/** A decoded call without accuracy: the form nested inside a MultiSend. */
export const DecodedCall = z.object({
  method: z.string(),
  get parameters() {
    return z.array(Parameter).nullable()
  },
})
export type DecodedCall = z.output<typeof DecodedCall>

/** One call inside a MultiSend batch. */
export const InternalTransaction = z.object({
  operation: Operation,
  to: Address,
  value: z.string(),
  data: Hex.nullable(),
  dataDecoded: DecodedCall.nullable(),
})
export type InternalTransaction = z.output<typeof InternalTransaction>

/** One decoded function parameter; `valueDecoded` holds the calls of a MultiSend's `transactions` (null if unparsable). */
export const Parameter = z.object({
  name: z.string(),
  type: z.string(),
  value: ParamValue,
  valueDecoded: z.array(InternalTransaction).nullable().exactOptional(),
})
export type Parameter = z.output<typeof Parameter>

/** How well the decoder matched the calldata to a known ABI. */
export const DecodingAccuracy = z.enum(['FULL_MATCH', 'PARTIAL_MATCH', 'ONLY_FUNCTION_MATCH', 'NO_MATCH', 'UNKNOWN'])
export type DecodingAccuracy = z.output<typeof DecodingAccuracy>

/** Calldata decoded against the ABIs the gateway knows (gateway-api.md §6.3). */
export const DataDecoded = z.object({
  method: z.string(),
  parameters: z.array(Parameter).nullable(),
  accuracy: DecodingAccuracy,
})
export type DataDecoded = z.output<typeof DataDecoded>

/** Body of `POST /v1/chains/{chainId}/data-decoder`. */
export const DecodeDataBody = z.object({ data: HexData, to: AddressParam })
export type DecodeDataRequest = z.input<typeof DecodeDataBody>
