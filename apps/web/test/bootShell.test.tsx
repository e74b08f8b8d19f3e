import { readFileSync } from 'node:fs'
import { renderToStaticMarkup } from 'preact-render-to-string'
import { describe, expect, it } from 'vitest'
import { BootShell } from '../src/app/BootShell'

const indexHtml = readFileSync(new URL('../index.html', import.meta.url), 'utf8')

/** The markup inside index.html's `<div id="root">`, with the whitespace between tags removed. */
function rootMarkup(html: string): string {
  const start = html.indexOf('<div id="root">')
  const end = html.indexOf('<!-- /root -->')
  if (start < 0 || end < 0) throw new Error('index.html has no #root with its end marker')
  const inner = html.slice(start + '<div id="root">'.length, end).trim()
  if (!inner.endsWith('</div>')) throw new Error('#root is not closed before its end marker')
  return inner.slice(0, -'</div>'.length).replace(/>\s+</g, '><').trim()
}

describe('the boot shell', () => {
  it('is in index.html as the app renders it, so the page paints its frame before any script runs', () => {
    expect(rootMarkup(indexHtml)).toBe(renderToStaticMarkup(<BootShell />))
    expect(rootMarkup(indexHtml)).toContain('Concord')
  })
})
