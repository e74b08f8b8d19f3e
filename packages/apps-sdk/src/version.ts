/**
 * The protocol version we announce in `env.sdkVersion`. It is the Safe Apps SDK release we are wire-compatible
 * with: wallets use it to decide features (off-chain signing needs ≥ 7.11.0), so it must not be our package version.
 */
export const SDK_VERSION = '9.1.0'
