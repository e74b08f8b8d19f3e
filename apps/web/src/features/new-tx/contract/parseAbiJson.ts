import { type AbiFunction, parseAbi } from 'viem'
import { z } from 'zod'

const parameter: z.ZodType<AbiParameterJson> = z.lazy(() =>
  z.object({
    name: z.string().optional(),
    type: z.string().regex(/^[a-z0-9]+(\[\d*\])*$/, 'a Solidity type such as uint256 or address[]'),
    internalType: z.string().optional(),
    components: z.array(parameter).optional(),
    indexed: z.boolean().optional(),
  }),
)
type AbiParameterJson = {
  name?: string | undefined
  type: string
  internalType?: string | undefined
  components?: AbiParameterJson[] | undefined
  indexed?: boolean | undefined
}

const functionItem = z.object({
  type: z.literal('function'),
  name: z.string().regex(/^[A-Za-z_$][A-Za-z0-9_$]*$/, 'a function name'),
  inputs: z.array(parameter).default([]),
  outputs: z.array(parameter).default([]),
  stateMutability: z.enum(['pure', 'view', 'nonpayable', 'payable']).optional(),
  // Solidity < 0.5 ABIs say `constant` and `payable` instead of stateMutability.
  constant: z.boolean().optional(),
  payable: z.boolean().optional(),
})
// Events, errors, constructors and the rest are allowed in a pasted ABI but not used here.
const otherItem = z.object({ type: z.enum(['event', 'error', 'constructor', 'fallback', 'receive']) }).loose()
const abiSchema = z.array(
  // By `type` first, so that a broken function item is reported by its own fields rather than as "no match".
  z.looseObject({ type: z.string() }).pipe(
    z.custom<z.infer<typeof functionItem> | z.infer<typeof otherItem>>().superRefine((item, ctx) => {
      const parsed = (item.type === 'function' ? functionItem : otherItem).safeParse(item)
      for (const issue of parsed.error?.issues ?? []) ctx.addIssue({ ...issue, code: 'custom' })
    }),
  ),
)

/** The functions of an ABI that change state (what a Safe transaction can call), or what is wrong with the ABI. */
export type AbiCheck = { ok: true; functions: AbiFunction[] } | { ok: false; error: string }

/**
 * Reads an ABI: JSON (the compiler's array of items) or a JSON array of human-readable signatures
 * ("function approve(address spender, uint256 amount)"). Keeps the functions that are neither view nor pure.
 */
export function parseAbiJson(text: unknown): AbiCheck {
  let json: unknown = text
  if (typeof text === 'string') {
    if (!text.trim()) return { ok: false, error: 'Paste the contract ABI (JSON).' }
    try {
      json = JSON.parse(text)
    } catch {
      return { ok: false, error: 'The ABI is not valid JSON: paste the JSON array the compiler or explorer gives.' }
    }
  }
  if (Array.isArray(json) && json.length > 0 && json.every((item) => typeof item === 'string')) {
    try {
      json = parseAbi(json as string[])
    } catch (cause) {
      return { ok: false, error: `The ABI signatures could not be read: ${(cause as Error).message.split('\n')[0]}` }
    }
  }
  const parsed = abiSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : ''
    return { ok: false, error: `This is not an ABI${where}: ${issue?.message ?? 'unexpected shape'}.` }
  }
  const functions = parsed.data
    .filter((item) => item.type === 'function')
    .map((item) => toAbiFunction(functionItem.parse(item)))
    .filter((fn) => fn.stateMutability !== 'view' && fn.stateMutability !== 'pure')
  if (functions.length === 0) {
    return { ok: false, error: 'This ABI has no function that changes state (only view or pure functions).' }
  }
  return { ok: true, functions }
}

function toAbiFunction(item: z.infer<typeof functionItem>): AbiFunction {
  const stateMutability =
    item.stateMutability ?? (item.constant ? 'view' : item.payable ? 'payable' : ('nonpayable' as const))
  return {
    type: 'function',
    name: item.name,
    inputs: item.inputs as AbiFunction['inputs'],
    outputs: item.outputs as AbiFunction['outputs'],
    stateMutability,
  }
}

/** The function's signature as shown in the picker: "approve(address spender, uint256 amount)". */
export function functionLabel(fn: AbiFunction): string {
  return `${fn.name}(${fn.inputs.map((p) => (p.name ? `${p.type} ${p.name}` : p.type)).join(', ')})`
}
