import { InvalidVersionError } from '../errors.js'

type ParsedVersion = { numbers: [number, number, number]; prerelease: string | null }

/**
 * Parses `1.3.0`, `1.3.0+L2`, `v1.4`, `1.4.1-rc.1`: build metadata is ignored, missing minor/patch parts are 0.
 */
export function parseSemver(version: string): ParsedVersion {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(version.trim())
  if (!match) throw new InvalidVersionError(version)
  const [, major = '0', minor = '0', patch = '0', prerelease] = match
  return { numbers: [Number(major), Number(minor), Number(patch)], prerelease: prerelease ?? null }
}

/** Compares two semantic versions: -1 if a < b, 0 if equal (build suffixes like `+L2` ignored), 1 if a > b. */
export function compareSemver(a: string, b: string): -1 | 0 | 1 {
  const pa = parseSemver(a)
  const pb = parseSemver(b)
  for (let i = 0; i < 3; i++) {
    const x = pa.numbers[i] ?? 0
    const y = pb.numbers[i] ?? 0
    if (x !== y) return x < y ? -1 : 1
  }
  // A pre-release sorts before its release (1.4.1-rc.1 < 1.4.1).
  if (pa.prerelease === pb.prerelease) return 0
  if (pa.prerelease === null) return 1
  if (pb.prerelease === null) return -1
  return comparePrerelease(pa.prerelease, pb.prerelease)
}

function comparePrerelease(a: string, b: string): -1 | 0 | 1 {
  const as = a.split('.')
  const bs = b.split('.')
  for (let i = 0; i < Math.max(as.length, bs.length); i++) {
    const order = compareIdentifier(as[i], bs[i])
    if (order !== 0) return order
  }
  return 0
}

// SemVer §11: a missing identifier sorts first, numbers numerically and before words, words in ASCII order.
function compareIdentifier(x: string | undefined, y: string | undefined): -1 | 0 | 1 {
  if (x === y) return 0
  if (x === undefined) return -1
  if (y === undefined) return 1
  const xn = /^\d+$/.test(x)
  const yn = /^\d+$/.test(y)
  if (xn && yn) return Number(x) < Number(y) ? -1 : 1
  if (xn !== yn) return xn ? -1 : 1
  return x < y ? -1 : 1
}
