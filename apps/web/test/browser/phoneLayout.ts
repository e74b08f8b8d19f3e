import type { Page } from 'playwright-core'

/** What breaks a phone page: its width past the screen, and the controls too small for a finger. */
export type PhoneProblems = { overflow: string[]; small: string[] }

/**
 * Measures the page in the browser: the document wider than the window (and the elements that stick out), and every
 * visible control under 24×24 CSS px (WCAG 2.2 target size). Links inside running text are exempt, as WCAG exempts
 * them; a checkbox or radio counts by its label, which is what a finger hits.
 */
export function phoneProblems(page: Page): Promise<PhoneProblems> {
  // One function for the browser (page.evaluate sends its source): the helpers live inside it.
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const describe = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)
      return `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">${text}`
    }
    const overflowing = (): string[] => {
      const scrolled = document.documentElement.scrollWidth
      if (scrolled <= width) return []
      // An element past the edge, or one whose own text runs past it (a long word in a narrow box).
      const past = (el: Element) => el.getBoundingClientRect().left + el.scrollWidth > width + 1
      const sticking = [...document.querySelectorAll('body *')].filter(
        (el) => (el.getBoundingClientRect().right > width + 1 || past(el)) && el.checkVisibility(),
      )
      return [
        `document is ${scrolled}px wide in a ${width}px window`,
        ...sticking.map((el) => `${describe(el)} ends at ${el.getBoundingClientRect().right}px`),
      ]
    }
    const inRunningText = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false
      return (el.parentElement?.textContent?.trim().length ?? 0) > (el.textContent?.trim().length ?? 0)
    }
    const targetOf = (el: Element) => {
      const choice = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')
      return (choice && el.closest('label')) || el
    }
    // Visually hidden text for screen readers (1 px) and the skip link parked off screen are not touch targets.
    const isTarget = (box: DOMRect) => box.width > 1 && box.height > 1 && box.right > 0
    const tooSmall = (): string[] => {
      const controls = document.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])',
      )
      return [...controls]
        .filter((el) => el.checkVisibility({ visibilityProperty: true }) && !inRunningText(el))
        .map((el) => ({ el, box: targetOf(el).getBoundingClientRect() }))
        .filter(({ box }) => isTarget(box) && (box.width < 24 || box.height < 24))
        .map(({ el, box }) => `${describe(el)} is ${Math.round(box.width)}×${Math.round(box.height)}`)
    }
    return { overflow: overflowing(), small: tooSmall() }
  })
}

/**
 * The content of the elements matching `selector` that a phone user cannot see without noticing: an element that ends
 * past the window's edge, or one that scrolls or clips its content sideways (a table's last columns parked off screen
 * in a scroll box). Empty when every column wraps or stacks into the screen's width; throws when nothing matches.
 */
export function hiddenSideways(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const roots = [...document.querySelectorAll(selector)]
    if (roots.length === 0) throw new Error(`nothing on the page matches ${selector}`)
    const width = document.documentElement.clientWidth
    const describe = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)
      return `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">${text}`
    }
    const clipsSideways = (el: Element) =>
      getComputedStyle(el).overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1
    // Visually hidden text for screen readers (1 px) is not content anyone is meant to see.
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect()
      return el.checkVisibility() && box.width > 1 && box.height > 1
    }
    const problem = (el: Element): string | null => {
      const box = el.getBoundingClientRect()
      if (box.right > width + 1 || box.left < -1) return `${describe(el)} spans ${box.left}–${box.right}px`
      if (clipsSideways(el)) return `${describe(el)} hides ${el.scrollWidth - el.clientWidth}px sideways`
      return null
    }
    return roots
      .flatMap((root) => [root, ...root.querySelectorAll('*')])
      .filter(shown)
      .map(problem)
      .filter((found) => found !== null)
  }, selector)
}
