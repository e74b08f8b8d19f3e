import { mergeConfig } from 'vitest/config'
import { nodeProject } from '../../vitest.shared.ts'

export default mergeConfig(nodeProject('test-kit'), {
  test: {
    // The WalletConnect SDKs' ES builds are written for bundlers: default imports of CommonJS packages
    // (@walletconnect/keyvaluestorage) and an import without its extension ("brotli/decompress" in @walletconnect/pay)
    // fail in Node's own loader. Run through Vite's resolver and interop, as a bundler would, they load.
    server: { deps: { inline: [/@walletconnect\//, /@reown\/walletkit/] } },
  },
})
