import type { KeyboardEvent } from 'react'

/**
 * Escape closes the innermost open `<details>` around the focus (the header's
 * search and menu groups) and returns focus to its button.
 */
export function closeDisclosureOnEscape(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Escape') return
  const open = (event.target as Element).closest('details[open]')
  if (!open) return
  open.removeAttribute('open')
  open.querySelector('summary')?.focus()
}
