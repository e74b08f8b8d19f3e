// Set by the release build (scripts/release.ts) to "<version> (<commit>)"; absent when run from the sources.
declare const CONCORD_RELEASE_VERSION: string | undefined

/** The version a release was built as, or "development" when run from a source checkout. */
export function concordVersion(): string {
  return typeof CONCORD_RELEASE_VERSION === 'string' ? CONCORD_RELEASE_VERSION : 'development (run from the sources)'
}
