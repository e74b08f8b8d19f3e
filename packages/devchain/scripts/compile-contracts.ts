// Regenerates the committed artifacts from contracts/*.sol (npm run compile:contracts -w @concord/devchain).
// The demo token, dev ENS and price feed addresses are CREATE2 addresses of this bytecode: a source change moves them.
import { writeFileSync } from 'node:fs'
import { compileDevEns } from '../src/ens/compile-dev-ens.js'
import { compileDevPriceFeed } from '../src/prices/compile-dev-price-feed.js'
import { compileStandInAllowanceModule } from '../src/spending-limits/compile-stand-in-allowance-module.js'
import { compileDemoTokens } from '../src/tokens/compile-demo-tokens.js'

for (const [file, compile] of [
  ['DemoTokens.json', compileDemoTokens],
  ['DevEns.json', compileDevEns],
  ['DevPriceFeed.json', compileDevPriceFeed],
  ['StandInAllowanceModule.json', compileStandInAllowanceModule],
] as const) {
  const artifact = compile()
  const path = new URL(`../artifacts/${file}`, import.meta.url)
  writeFileSync(path, `${JSON.stringify(artifact, null, 2)}\n`)
  console.log(`${artifact.compiler}: wrote ${path.pathname}`)
}
