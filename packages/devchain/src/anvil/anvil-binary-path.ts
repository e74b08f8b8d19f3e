import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { DevchainError } from '../errors.js'

const require = createRequire(import.meta.url)

/** Path of the anvil binary shipped in the platform package of `@foundry-rs/anvil` (e.g. `@foundry-rs/anvil-linux-amd64`). */
export function anvilBinaryPath(): string {
  // The npm wrapper (`npx anvil`, bin.mjs) forwards to this binary; we run the binary itself because
  // killing the wrapper leaves anvil running with the port still bound.
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const platformPackage = `@foundry-rs/anvil-${process.platform}-${arch}`
  let packageDir: string
  try {
    // The platform package is an optional dependency of @foundry-rs/anvil: resolve it from there.
    const fromAnvil = createRequire(require.resolve('@foundry-rs/anvil/package.json'))
    packageDir = dirname(fromAnvil.resolve(`${platformPackage}/package.json`))
  } catch (cause) {
    throw new DevchainError(
      'ANVIL_NOT_INSTALLED',
      `${platformPackage} is not installed: run \`npm install\` at the repository root (it comes with @foundry-rs/anvil).`,
      { cause },
    )
  }
  const binary = join(packageDir, 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
  if (!existsSync(binary)) {
    throw new DevchainError('ANVIL_NOT_INSTALLED', `${binary} is missing: reinstall @foundry-rs/anvil.`)
  }
  return binary
}
