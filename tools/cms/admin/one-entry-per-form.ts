import { decapStore } from './decap-store'

/**
 * Decap's editor loads an entry when it mounts and never again: moving from
 * one entry straight to another (the address bar, back and forward, a link)
 * kept the first entry's form under the second's address, and a save wrote
 * the first entry's file. Such a move is caught here before Decap's router
 * sees it: an untouched form reloads at the new address (a fresh editor for
 * that entry); a changed one asks first, and staying puts the address back.
 */

/** `#/collections/<name>/entries/<slug>`: the editor of an existing entry. */
const ENTRY = /^#\/collections\/[^/]+\/entries\/./

export function entryAddress(hash: string): string | undefined {
  return ENTRY.test(hash) ? decodeURIComponent(hash.split('?')[0] ?? hash) : undefined
}

/** Whether moving from one address to another changes the entry an open form edits. */
export function movesToAnotherEntry(from: string, to: string): boolean {
  const a = entryAddress(from)
  const b = entryAddress(to)
  return a !== undefined && b !== undefined && a !== b
}

export const LEAVE_CHANGES =
  'This entry has changes that are not saved. Leave them and open the other entry?'

/** Installs the listener: call before Decap's router starts, so it runs first. */
export function keepOneEntryPerForm(): void {
  let shown = location.hash
  addEventListener('hashchange', (event) => {
    const to = location.hash
    if (!movesToAnotherEntry(shown, to)) {
      shown = to
      return
    }
    // Decap's router must not move this form to the other address.
    event.stopImmediatePropagation()
    const draft = decapStore()?.getState().entryDraft
    const changed = draft?.getIn(['hasChanged']) === true
    if (changed && !confirm(LEAVE_CHANGES)) {
      history.replaceState(history.state, '', shown)
      return
    }
    // Unsaved changes the editor chose to leave: nothing should ask again on the way out.
    if (changed) decapStore()?.dispatch({ type: 'DRAFT_DISCARD' })
    shown = to
    location.reload()
  })
}
