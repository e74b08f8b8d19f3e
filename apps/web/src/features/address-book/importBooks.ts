import { readBooks, writeBooks } from './bookStore'
import { type Books, mergeBooks } from './books'

/** Merges imported books into this browser's (the later edit of each entry wins); returns how many live names came. */
export function importBooks(imported: Books): number {
  writeBooks(mergeBooks(readBooks(), imported))
  return Object.values(imported).reduce(
    (count, book) => count + Object.values(book).filter((entry) => !entry.deleted).length,
    0,
  )
}
