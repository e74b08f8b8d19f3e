import { describe, expect, it } from 'vitest'
import { nftImageSrc } from '../src/features/nfts/nftImageSrc'

describe('nftImageSrc', () => {
  it('loads https images from named hosts and data: images', () => {
    for (const uri of [
      'https://img.example/2.png',
      'https://cdn.example.org/nft/7.svg?v=1',
      'data:image/svg+xml;base64,PHN2Zy8+',
      'data:image/png;base64,iVBORw0KGgo=',
      'data:image/svg+xml,<svg/>',
    ]) {
      expect(nftImageSrc(uri), uri).toBe(uri)
    }
  })

  it('loads nothing else: scripts, other schemes, plain http, addresses and localhost', () => {
    for (const uri of [
      null,
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:image/svg',
      'ipfs://bafy/1.png',
      'http://img.example/2.png',
      'https://127.0.0.1/x.png',
      'https://2130706433/x.png',
      'https://[::1]/x.png',
      'https://192.168.1.1/router.png',
      'https://localhost:8443/x.png',
      'https://printer.localhost/x.png',
      'not a url',
    ]) {
      expect(nftImageSrc(uri), String(uri)).toBeNull()
    }
  })
})
