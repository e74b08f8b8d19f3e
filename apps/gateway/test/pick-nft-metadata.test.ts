import { describe, expect, it } from 'vitest'
import { imageUriOf, pickNftMetadata } from '../src/modules/assets/pick-nft-metadata.js'

describe('NFT metadata on the wire', () => {
  it('keeps an image only when a wallet may load it', () => {
    for (const uri of ['https://img.example/1.png', 'http://img.example/1.png', 'data:image/svg+xml;base64,PHN2Zy8+']) {
      expect(imageUriOf(uri), uri).toBe(uri)
    }
    for (const uri of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ipfs://bafy/1.png',
      'file:///etc/passwd',
      'http://169.254.169.254/latest/meta-data/',
      'http://2130706433/x.png',
      'http://[::1]/x.png',
      'http://localhost:8080/x.png',
      'https://user:secret@img.example/1.png',
      `https://img.example/${'a'.repeat(3_000)}`,
      `data:image/png;base64,${'A'.repeat(200_000)}`,
      42,
      null,
    ]) {
      expect(imageUriOf(uri), String(uri).slice(0, 60)).toBeNull()
    }
  })

  it('relays whitelisted, bounded fields and drops everything else, field by field', () => {
    const picked = pickNftMetadata({
      name: `  ${'n'.repeat(300)}  `,
      description: 17,
      image_url: 'https://img.example/9.png',
      external_url: 'javascript:alert(1)',
      attributes: [
        ...Array.from({ length: 60 }, (_, i) => ({ trait_type: `t${i}`, value: i })),
        { trait_type: 'deep', value: { nested: true } },
      ],
      animation_url: 'https://evil.example/a.html',
      secrets: { aws: 'AKIA…' },
    })
    expect(picked).toEqual({
      name: 'n'.repeat(200),
      image: 'https://img.example/9.png',
      attributes: Array.from({ length: 50 }, (_, i) => ({ trait_type: `t${i}`, value: i })),
    })
    expect(pickNftMetadata({ attributes: 'not a list', name: ['x'] })).toEqual({})
  })
})
