import { checkConfigCommand } from './check-config-command.js'
import { migrateCommand } from './migrate-command.js'
import { serveCommand } from './serve-command.js'
import { concordVersion } from './version.js'

const USAGE = `Usage: concord <command> [options]
  serve --config <file> [--port 8080] [--host 127.0.0.1] [--data-dir <dir>] [--web-root <dir>] [--log-level info]
                           serve the API (and the web app) for the config's chains; DATABASE_URL selects PostgreSQL
  check-config --config <file>
                           validate the config and each chain's RPC
  migrate [--data-dir <dir>]
                           bring the database (DATABASE_URL, else PGlite in --data-dir) up to date, then exit
  version                  print the version`

/**
 * The `concord` command: `serve`, `check-config`, `migrate`, `version`. Returns the exit code; `serve` resolves only
 * once the gateway has stopped on a signal.
 */
export async function runConcord(argv: readonly string[], defaults: { webRoot?: string } = {}): Promise<number> {
  const [command, ...args] = argv
  switch (command) {
    case 'serve':
      return serveCommand(args, defaults)
    case 'check-config':
      return checkConfigCommand(args)
    case 'migrate':
      return migrateCommand(args)
    case 'version':
    case '--version':
      console.log(concordVersion())
      return 0
    default:
      console.error(
        command === undefined || command === 'help' || command === '--help'
          ? USAGE
          : `Unknown command ${command}\n${USAGE}`,
      )
      return 2
  }
}
