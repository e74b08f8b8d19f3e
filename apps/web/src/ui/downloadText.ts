/** Offers `text` as a file download named `fileName`. */
export function downloadText(text: string, fileName: string, type: string): void {
  const link = document.createElement('a')
  link.href = URL.createObjectURL(new Blob([text], { type }))
  link.download = fileName
  link.click()
  URL.revokeObjectURL(link.href)
}
