// Regenerates artifacts/DemoTokens.json from contracts/DemoTokens.sol (npm run compile:tokens -w @concord/devchain).
// The demo token addresses are CREATE2 addresses of this bytecode: regenerating after a source change moves them.
import { writeFileSync } from 'node:fs'
import { compileDemoTokens } from '../src/tokens/compile-demo-tokens.js'

const artifact = compileDemoTokens()
const path = new URL('../artifacts/DemoTokens.json', import.meta.url)
writeFileSync(path, `${JSON.stringify(artifact, null, 2)}\n`)
console.log(`${artifact.compiler}: wrote ${path.pathname}`)
