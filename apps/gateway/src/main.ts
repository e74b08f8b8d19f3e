import { runConcord } from './cli/concord.js'

// The gateway from a source checkout (`npm run gateway -- …`): the release's `concord` command, where a bare
// `--config chains.json [--port 8080] …` means `serve`.
const args = process.argv.slice(2)
const commands = ['serve', 'check-config', 'migrate', 'version', '--version', 'help', '--help']
process.exit(await runConcord(args[0] !== undefined && commands.includes(args[0]) ? args : ['serve', ...args]))
