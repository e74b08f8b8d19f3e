import { parseArgs } from 'node:util'
import { checkConfig, formatFindings } from '../config/check-config.js'

/** `concord check-config --config <file>`: one line per check; exit 1 on any fault, 2 on bad usage. */
export async function checkConfigCommand(args: readonly string[]): Promise<number> {
  const { values } = parseArgs({ args: [...args], options: { config: { type: 'string' } } })
  if (values.config === undefined) {
    console.error('Usage: concord check-config --config <file>')
    return 2
  }
  const findings = await checkConfig(values.config)
  console.log(formatFindings(findings))
  return findings.every((finding) => finding.ok) ? 0 : 1
}
