import { shortenAddress } from '../../../ui/AddressView'

/** What the gateway says of an address's code: none (a plain account), a contract, or not known (yet). */
export type CodeState = 'none' | 'contract' | 'unknown'

/** What a module, guard or handler with no code does to the Safe, in words: why the form refuses it. */
const NO_CODE: Record<'module' | 'guard' | 'module guard' | 'fallback handler', string> = {
  module:
    'has no code: it is a plain account, not a module contract. Whoever holds its key could move every asset of this ' +
    'Safe without your signatures. Tick "I know this address has no code" to enable it anyway.',
  guard:
    'has no code: a guard must be a contract. The Safe calls its guard before and after every transaction, so with ' +
    'a plain account there every transaction reverts and the Safe becomes unusable.',
  'module guard':
    'has no code: a module guard must be a contract. The Safe calls it for every module transaction, so with a ' +
    'plain account there every module transaction reverts.',
  'fallback handler':
    'has no code: a fallback handler must be a contract. Calls the Safe does not answer itself (contract signature ' +
    'checks, safe token transfers to the Safe) would reach a plain account and fail.',
}

/** The refusal of an address without code for `role`, naming the address; null when it has code or is not known. */
export function noCodeRefusal(role: keyof typeof NO_CODE, address: string, code: CodeState): string | null {
  return code === 'none' ? `${shortenAddress(address)} ${NO_CODE[role]}` : null
}
