import { readFile } from 'node:fs/promises'
import { expect, it } from 'vitest'
import { openApiDocument } from '../src/index.js'

it('the committed openapi.json is what the routes generate (else run `npm run openapi` and commit it)', async () => {
  const committed: unknown = JSON.parse(await readFile(new URL('../openapi.json', import.meta.url), 'utf8'))
  expect(await openApiDocument()).toEqual(committed)
})
