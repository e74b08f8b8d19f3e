import { readFile } from 'node:fs/promises'
import { GatewayError } from '../errors.js'

/** Reads a JSON file of the config; `what` names it in errors (e.g. "gateway config file", "chain file"). */
export async function readJsonFile(path: string, what: string): Promise<unknown> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (cause) {
    throw new GatewayError('CONFIG_INVALID', `Cannot read ${what} ${path}; check the path`, { cause })
  }
  try {
    return JSON.parse(text)
  } catch (cause) {
    throw new GatewayError('CONFIG_INVALID', `${what[0]?.toUpperCase()}${what.slice(1)} ${path} is not valid JSON`, {
      cause,
    })
  }
}
