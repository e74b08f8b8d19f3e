import { getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { parseAddressBookCsv, toAddressBookCsv } from '../src/features/address-book/addressBookCsv'
import { liveNames, mergeChainBook, withName, withoutName } from '../src/features/address-book/books'
import { readDataFile } from '../src/features/your-data/readDataFile'
import { addedSafesFromSafeWallet, booksFromSafeWallet } from '../src/features/your-data/safeWalletData'

const A = getAddress('0x00000000000000000000000000000000000a11ce')
const B = getAddress('0x0000000000000000000000000000000000000b0b')

describe('address book model', () => {
  test('names are per chain, trimmed, by checksummed address; a removal is a tombstone', () => {
    let books = withName({}, '1', A.toLowerCase(), ' Alice ', 10)
    books = withName(books, '1', B, '   ', 11)
    expect(liveNames(books['1'])).toEqual({ [A]: 'Alice' })
    expect(liveNames(books['5'])).toEqual({})
    books = withoutName(books, '1', A, 12)
    expect(books['1']?.[A]).toEqual({ name: '', updatedAt: 12, deleted: true })
    expect(liveNames(books['1'])).toEqual({})
  })

  test('merge keeps the later edit of each entry; a tie keeps mine', () => {
    const mine = {
      [A]: { name: 'Mine', updatedAt: 5, deleted: false },
      [B]: { name: 'B', updatedAt: 9, deleted: false },
    }
    const theirs = {
      [A]: { name: '', updatedAt: 6, deleted: true },
      [B]: { name: 'Theirs', updatedAt: 9, deleted: false },
    }
    expect(mergeChainBook(mine, theirs)).toEqual({ [A]: theirs[A], [B]: mine[B] })
  })
})

describe('address book CSV', () => {
  test('reads quoted fields, CRLF, a BOM and lowercase addresses; writes what it reads', () => {
    const parsed = parseAddressBookCsv(
      `\uFEFFaddress,name,chainId\r\n${A.toLowerCase()},"A, ""x""",1\r\n\r\n${B},B,31337`,
    )
    expect(parsed).toEqual({
      ok: true,
      rows: [
        { address: A, name: 'A, "x"', chainId: '1' },
        { address: B, name: 'B', chainId: '31337' },
      ],
    })
    const books = withName(withName({}, '31337', B, 'B', 1), '1', A, 'A, "x"', 1)
    expect(toAddressBookCsv(books)).toBe(`address,name,chainId\n${A},"A, ""x""",1\n${B},B,31337\n`)
  })

  test('a name a spreadsheet would run as a formula is written defused and read back as it was', () => {
    const formula = '=HYPERLINK("http://evil.example","Click")'
    const csv = toAddressBookCsv(withName({}, '1', A, formula, 1))
    expect(csv).toBe(`address,name,chainId\n${A},"'=HYPERLINK(""http://evil.example"",""Click"")",1\n`)
    expect(parseAddressBookCsv(csv)).toEqual({ ok: true, rows: [{ address: A, name: formula, chainId: '1' }] })
  })

  test('refuses the whole file with every bad line in words', () => {
    const bad = `address,name,chainId\n${A},ok,1\n0xzz,x,1\n${A},,1\n${A},n,mainnet\n${A},n,1,extra\n${'0x00000000000000000000000000000000000A11CE'},x,1`
    expect(parseAddressBookCsv(bad)).toEqual({
      ok: false,
      errors: [
        'Line 3: "0xzz" is not an address (0x and 40 hex digits)',
        'Line 4: the name is empty',
        'Line 5: "mainnet" is not a chain id (a number such as 1)',
        'Line 6: has 4 columns; expected 3 (address,name,chainId)',
        'Line 7: 0x00000000000000000000000000000000000A11CE has a wrong checksum; check the address',
      ],
    })
    expect(parseAddressBookCsv('name,address\nx,y')).toEqual({
      ok: false,
      errors: ['Line 1: the header must be exactly address,name,chainId'],
    })
    expect(parseAddressBookCsv('address,name,chainId\n')).toEqual({
      ok: false,
      errors: ['The file has no entries below its header'],
    })
  })
})

describe('data files', () => {
  test("recognises Concord's file and Safe{Wallet}'s 3.0 export; anything else is refused in words", () => {
    const concord = { format: 'concord-local-data', version: 1, exportedAt: 'x', data: { 'concord.theme': '"dark"' } }
    expect(readDataFile(JSON.stringify(concord))).toEqual({ kind: 'concord', file: concord })
    const safeWallet = {
      version: '3.0',
      data: {
        addressBook: { '1': { [A]: ' Alice ', [B]: '', '0xnope': 'x' } },
        addedSafes: { '1': { [B]: { owners: [], threshold: 1 }, bad: {} } },
      },
    }
    const read = readDataFile(JSON.stringify(safeWallet))
    if (read.kind !== 'safe-wallet') throw new Error(`not recognised: ${read.kind}`)
    expect(booksFromSafeWallet(read.file, 7)).toEqual({ '1': { [A]: { name: 'Alice', updatedAt: 7, deleted: false } } })
    expect(addedSafesFromSafeWallet(read.file)).toEqual([{ chainId: '1', address: B }])
    expect(readDataFile('{"version":"1.0","data":{}}')).toMatchObject({
      kind: 'invalid',
      reason: /1.0 is not supported/,
    })
    expect(readDataFile('[1]')).toMatchObject({ kind: 'invalid', reason: /neither a Concord data export nor/ })
    expect(readDataFile('nope')).toMatchObject({ kind: 'invalid', reason: /not JSON/ })
  })
})
