export interface NoticeStrings {
  updateReady: string
  reload: string
  offlineReady: string
}

/** A notice's button: its label and what it does. */
export interface NoticeAction {
  action: string
  onAction: () => void
}

const NOTICE_ID = 'service-worker-notice'

/**
 * A polite status message at the bottom of the page (read by screen readers
 * without moving focus), with an optional button; one at a time. It waits for
 * the visitor's first input: shown before it, on a small page it became the
 * page's largest contentful paint, and it would appear under the eyes of
 * someone who has only started reading (docs/performance.md, "Measurements
 * behind the code").
 */
export function showServiceWorkerNotice(
  firstInput: Promise<void>,
  message: string,
  action?: NoticeAction,
): void {
  void firstInput.then(() => appendNotice(message, action))
}

function appendNotice(message: string, action?: NoticeAction): void {
  document.getElementById(NOTICE_ID)?.remove()
  const notice = document.createElement('div')
  notice.id = NOTICE_ID
  notice.className = 'service-worker-notice'
  notice.setAttribute('role', 'status')
  notice.setAttribute('aria-live', 'polite')
  const text = document.createElement('p')
  notice.append(text)
  if (action) {
    const button = document.createElement('button')
    button.type = 'button'
    button.textContent = action.action
    button.addEventListener('click', () => {
      button.disabled = true
      action.onAction()
    })
    notice.append(button)
  } else {
    setTimeout(() => notice.remove(), 8000)
  }
  text.textContent = message
  text.dataset.pending = ''
  document.body.append(notice)
  // A live region announces changes: the text is shown once the region is in the page.
  setTimeout(() => delete text.dataset.pending, 100)
}
