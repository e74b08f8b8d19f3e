/**
 * Every revert code of the Safe 1.3.0 / 1.4.1 contracts (`GSxxx`), in words a signer understands. The contracts
 * revert with the bare code to save gas; wallets are expected to spell it out.
 */
export const SAFE_ERROR_CODES: Readonly<Record<string, string>> = {
  GS000: 'the Safe could not finish its set-up',
  GS001: 'the threshold must be set',
  GS002: 'only a contract may be called with a delegate call during set-up',
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
  GS027: 'the data given with the signatures does not match the hash they sign',
  GS030: 'only owners can approve a hash',
  GS031: 'this method can only be called by the Safe itself',
  GS100: 'the modules have already been set up',
  GS101: 'invalid module address',
  GS102: 'this module is already enabled',
  GS103: 'the previous module given does not point to this module',
  GS104: 'only an enabled module may call this method',
  GS105: 'invalid starting point for listing the modules',
  GS106: 'invalid page size for listing the modules',
  GS200: 'the owners have already been set up',
  GS201: 'the threshold cannot be higher than the number of owners',
  GS202: 'the threshold must be at least 1',
  GS203: 'invalid owner address (zero, the list sentinel 0x…01 or the Safe itself)',
  GS204: 'this address is already an owner',
  GS205: 'the previous owner given does not point to this owner',
  GS300: 'the guard does not implement the guard interface (ERC-165)',
  GS400: 'the fallback handler cannot be the Safe itself',
}

/** A revert reason with the Safe's GSxxx code spelled out ("GS026" → "… (GS026)"); other reasons unchanged. */
export function explainSafeError(reason: string): string {
  const code = /\bGS\d{3}\b/.exec(reason)?.[0]
  const words = code ? SAFE_ERROR_CODES[code] : undefined
  return code && words ? `${words} (${code})` : reason
}
