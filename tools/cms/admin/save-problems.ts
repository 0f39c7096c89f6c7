import { decapStore } from './decap-store'

/**
 * What stopped a save, where the editor looks: on the field it concerns (as
 * Decap shows its own checks, until the field is edited) and in a notice that
 * stays until the next save or dismissal. A toast alone vanished before it
 * was read.
 */

export interface SaveProblem {
  locale: string
  /** The field, as the schema names it: ['image', 'alt']. Empty: the entry as a whole. */
  path: readonly PropertyKey[]
  message: string
}

const NOTICE_ID = 'cms-save-problems'

/** The pane of the editor writing a locale ("Writing in FR"). */
function paneOf(locale: string): Element | undefined {
  const wanted = `writing in ${locale}`.toLowerCase()
  return [...document.querySelectorAll('.SplitPane > .Pane')].find((pane) =>
    [...pane.querySelectorAll('button')].some(
      (b) => b.textContent?.trim().toLowerCase() === wanted,
    ),
  )
}

/** Decap's id for a field's control: its label's `for`, found field by field down the path. */
function controlIdOf(locale: string, path: readonly PropertyKey[]): string | undefined {
  let within: Element | undefined = paneOf(locale) ?? document.body
  let id: string | undefined
  for (const segment of path) {
    if (typeof segment !== 'string') continue
    const label: HTMLLabelElement | null = within.querySelector(
      `label[for^="${CSS.escape(segment)}-field-"]`,
    )
    if (!label) break
    id = label.htmlFor
    within = label.closest('[class*="ControlContainer"]') ?? label.parentElement ?? within
  }
  return id
}

function showOnFields(problems: readonly SaveProblem[]): void {
  const store = decapStore()
  if (!store) return
  const byControl = new Map<string, string[]>()
  for (const p of problems) {
    const id = controlIdOf(p.locale, p.path)
    if (id) byControl.set(id, [...(byControl.get(id) ?? []), p.message])
  }
  for (const [uniquefieldId, messages] of byControl) {
    store.dispatch({
      type: 'DRAFT_VALIDATION_ERRORS',
      payload: {
        uniquefieldId,
        errors: messages.map((message) => ({ type: 'CUSTOM', parentIds: [], message })),
      },
    })
  }
}

export function clearSaveProblems(): void {
  document.getElementById(NOTICE_ID)?.remove()
}

function showNotice(problems: readonly SaveProblem[]): void {
  clearSaveProblems()
  const notice = document.createElement('section')
  notice.id = NOTICE_ID
  notice.setAttribute('role', 'alert')
  notice.setAttribute('aria-labelledby', `${NOTICE_ID}-title`)
  Object.assign(notice.style, {
    position: 'fixed',
    insetInline: '16px',
    bottom: '16px',
    zIndex: '1000',
    maxHeight: '40vh',
    overflow: 'auto',
    padding: '12px 16px',
    background: '#fff4f4',
    border: '2px solid #b3261e',
    borderRadius: '6px',
    font: '14px/1.4 system-ui, sans-serif',
    color: '#1f1f1f',
  })
  const title = document.createElement('h2')
  title.id = `${NOTICE_ID}-title`
  title.textContent = `Not saved: ${problems.length} problem${problems.length === 1 ? '' : 's'} to fix`
  Object.assign(title.style, { margin: '0 0 6px', fontSize: '15px' })
  const list = document.createElement('ul')
  list.style.margin = '0'
  for (const p of problems) {
    const item = document.createElement('li')
    const field = p.path.filter((s) => typeof s === 'string' || typeof s === 'number').join('.')
    item.textContent = `${p.locale.toUpperCase()} · ${field || 'entry'}: ${p.message}`
    list.append(item)
  }
  const close = document.createElement('button')
  close.type = 'button'
  close.textContent = 'Dismiss'
  close.addEventListener('click', clearSaveProblems)
  Object.assign(close.style, { marginTop: '8px', minHeight: '24px' })
  notice.append(title, list, close)
  document.body.append(notice)
}

/** Shows every problem, then refuses the save: Decap keeps the form as the editor typed it. */
export function refuseSave(problems: readonly SaveProblem[]): never {
  showOnFields(problems)
  showNotice(problems)
  throw new Error(
    `Not saved. ${problems.map((p) => `${p.locale}: ${p.path.join('.') || 'entry'}: ${p.message}`).join('; ')}`,
  )
}
