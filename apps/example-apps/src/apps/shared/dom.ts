/** What `h` accepts as children; empty values are skipped so conditional parts read naturally. */
export type Child = Node | string | null | undefined | false

type Props<K extends keyof HTMLElementTagNameMap> = Partial<Omit<HTMLElementTagNameMap[K], 'dataset' | 'style'>> & {
  testId?: string
}

/** Creates an element with properties (className, type, onclick …) and children; `testId` sets data-testid. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props<K> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const { testId, ...rest } = props
  const element = Object.assign(document.createElement(tag), rest)
  if (testId !== undefined) element.dataset.testid = testId
  for (const child of children) if (child !== null && child !== undefined && child !== false) element.append(child)
  return element
}

/** Replaces all children of `parent`. */
export function replaceChildren(parent: Element, ...children: Child[]): void {
  parent.replaceChildren(...children.filter((c): c is Node | string => c !== null && c !== undefined && c !== false))
}
