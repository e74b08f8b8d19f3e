import { runConcord } from './concord.js'

// The release's entry: `node lib/gateway/concord.js <command> …` (bin/concord.mjs passes the web app's folder).
const webRoot = process.env.CONCORD_WEB_ROOT
process.exit(await runConcord(process.argv.slice(2), webRoot === undefined ? {} : { webRoot }))
