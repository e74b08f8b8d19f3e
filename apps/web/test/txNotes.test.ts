import { describe, expect, test } from 'vitest'
import { proposalOrigin } from '../src/tx/review/proposalOrigin'

const wallet = 'https://wallet.example'

describe("a proposal's origin carries its note as Safe keeps it", () => {
  test('no app and no note: no origin; a note alone: the wallet URL (no name, so no app is shown) and the note', () => {
    expect(proposalOrigin(undefined, '   ', wallet)).toBeUndefined()
    expect(JSON.parse(proposalOrigin(undefined, ' March payroll ', wallet) ?? '')).toEqual({
      url: wallet,
      note: 'March payroll',
    })
  })

  test("an app's request keeps the app's name and URL, with the note if any; a note is cut at 60 characters", () => {
    const app = { name: 'Transaction Builder', url: 'https://apps.example/tx-builder' }
    expect(JSON.parse(proposalOrigin(app, '', wallet) ?? '')).toEqual(app)
    const long = 'x'.repeat(80)
    expect(JSON.parse(proposalOrigin(app, long, wallet) ?? '')).toEqual({ ...app, note: 'x'.repeat(60) })
  })
})
