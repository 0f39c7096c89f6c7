const INPUTS = ['pointerdown', 'keydown', 'wheel'] as const

/**
 * Resolves at the visitor's first input from now. The browser stops choosing a
 * page's largest contentful paint at the first input, so what appears after it
 * never becomes the LCP. (User activation is no substitute: automation that
 * evaluates script in the page sets it without any input.)
 */
export function untilFirstInput(target: EventTarget = window): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const type of INPUTS) target.removeEventListener(type, done, true)
      resolve()
    }
    for (const type of INPUTS) target.addEventListener(type, done, { capture: true, passive: true })
  })
}
