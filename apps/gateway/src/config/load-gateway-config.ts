import { readFile } from 'node:fs/promises'
import { GatewayError } from '../errors.js'
import type { GatewayConfig } from './config-schema.js'
import { parseGatewayConfig } from './parse-gateway-config.js'

/** Reads and validates a JSON chains config file. */
export async function loadGatewayConfig(path: string): Promise<GatewayConfig> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (cause) {
    throw new GatewayError('CONFIG_INVALID', `Cannot read gateway config file ${path}; check the --config path`, {
      cause,
    })
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (cause) {
    throw new GatewayError('CONFIG_INVALID', `Gateway config file ${path} is not valid JSON`, { cause })
  }
  return parseGatewayConfig(json)
}
