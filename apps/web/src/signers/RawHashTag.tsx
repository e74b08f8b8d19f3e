import { signedAsRawHash } from './signedAsRawHash'

const WHY =
  'This owner signed the bare hash (eth_sign, e.g. a script using Safe{Core} SDK signHash): its wallet could not show ' +
  'what it signed. The signature is valid and counts.'

/** The "signed as a raw hash" mark beside a confirmation whose signature is eth_sign; nothing otherwise. */
export function RawHashTag({ signature }: { signature: string | null }) {
  return signedAsRawHash(signature) ? (
    <span className="tag" title={WHY}>
      signed as a raw hash
    </span>
  ) : null
}
