// The Safe contracts revert with short codes; these are the ones an execution meets, in words.
const SAFE_ERRORS: Record<string, string> = {
  GS010: 'not enough gas to execute the Safe transaction',
  GS011: 'the Safe could not pay the gas costs in ether',
  GS012: 'the Safe could not pay the gas costs in the token',
  GS013: 'the Safe transaction failed (with safeTxGas and gasPrice 0 a failing call reverts the whole execution)',
  GS020: 'the signatures are too short for the threshold',
  GS021: 'invalid contract signature location: inside the static part',
  GS022: 'invalid contract signature location: length not present',
  GS023: 'invalid contract signature location: data not complete',
  GS024: 'invalid contract signature',
  GS025: 'a hash has not been approved by the owner it names',
  GS026: 'a signature is not from a current owner (or they are not sorted by owner)',
  GS030: 'only owners can approve a hash',
}

/** A revert reason with Safe's GSxxx codes spelled out ("GS026" → "… (GS026)"); other reasons unchanged. */
export function explainSafeError(reason: string): string {
  const code = /\bGS\d{3}\b/.exec(reason)?.[0]
  const words = code ? SAFE_ERRORS[code] : undefined
  return code && words ? `${words} (${code})` : reason
}
