import { GatewayError } from '../errors.js'

const REFERENCE = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g

/**
 * Replaces every `${NAME}` in the config's strings with the environment variable NAME, so RPC URLs with keys, the SMTP
 * password, the admin token and other secrets live in the environment rather than in config files. A reference to a
 * variable that is not set (or is empty) stops start-up, naming the field and the variable; `where` names the file.
 */
export function expandEnvReferences(value: unknown, where: string, env: NodeJS.ProcessEnv = process.env): unknown {
  const missing: string[] = []
  const walk = (node: unknown, path: string): unknown => {
    if (typeof node === 'string') {
      return node.replace(REFERENCE, (_match, name: string) => {
        const found = env[name]
        if (found === undefined || found === '') {
          missing.push(`${path || '(root)'}: environment variable ${name} is not set`)
          return ''
        }
        return found
      })
    }
    if (Array.isArray(node)) return node.map((item, index) => walk(item, `${path}[${index}]`))
    if (typeof node === 'object' && node !== null) {
      return Object.fromEntries(
        Object.entries(node).map(([key, item]) => [key, walk(item, path === '' ? key : `${path}.${key}`)]),
      )
    }
    return node
  }
  const expanded = walk(value, '')
  if (missing.length > 0) {
    throw new GatewayError(
      'CONFIG_INVALID',
      `Invalid ${where}: set these environment variables or write the values in:\n  ${missing.join('\n  ')}`,
    )
  }
  return expanded
}
