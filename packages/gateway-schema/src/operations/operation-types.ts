// The types a client derives from the operations table: what an operation takes and what it answers.
import type { z } from 'zod'
import type { OperationName, operations } from './operations.js'

type Schemas = typeof operations

/** The body of an operation's success answer as a client receives it (z.output of its 2xx response schema). */
export type OperationResponse<N extends OperationName> = Schemas[N] extends {
  readonly response: infer R
}
  ? R extends { readonly 200: infer S extends z.ZodType }
    ? z.output<S>
    : R extends { readonly 201: infer S extends z.ZodType }
      ? z.output<S>
      : undefined
  : undefined

/** A query value on the wire: any string (the gateway checks it and answers 400 saying what is wrong). */
type WireForm<T> = T extends string ? string : T

/**
 * The query an operation takes as a client may write it: each value in its parsed form (a boolean, a number, an enum
 * member) or as a string, the way the Safe SDK types it.
 */
export type OperationQuery<N extends OperationName> = Schemas[N] extends {
  readonly querystring: infer Q extends z.ZodType
}
  ? {
      [K in keyof z.input<Q>]?:
        | WireForm<z.input<Q>[K]>
        | (K extends keyof z.output<Q> ? z.output<Q>[K] : never)
        | undefined
    }
  : never

/** The request body of an operation (z.input of its body schema). */
export type OperationBody<N extends OperationName> = Schemas[N] extends { readonly body: infer B extends z.ZodType }
  ? z.input<B>
  : never
