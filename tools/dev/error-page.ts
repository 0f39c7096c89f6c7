import { InputError, type InputProblem } from '../content/errors'

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

/** Vite's client: its socket reloads the error page once the problem is fixed. */
export const VITE_CLIENT_URL = '/@vite/client'

function problemItem(p: InputProblem): string {
  const field = p.field ? ` <code>${escapeHtml(p.field)}</code>:` : ''
  return `<li><p class="where"><code>${escapeHtml(`${p.file}:${p.line}`)}</code></p><p>${field} ${escapeHtml(p.message)}</p></li>`
}

/**
 * The page the dev server answers every page request with while the site
 * cannot be shown: each content problem with its file and line, or the error
 * (with its stack) when the code failed. Every piece of text is escaped.
 */
export function errorPage(error: unknown): string {
  const body =
    error instanceof InputError
      ? `<h1>${escapeHtml(error.what)}: ${error.problems.length} problem${error.problems.length === 1 ? '' : 's'}</h1>` +
        `<ol>${error.problems.map(problemItem).join('')}</ol>` +
        '<p>Fix them and save: this page reloads by itself.</p>'
      : `<h1>The page failed to render</h1><pre>${escapeHtml(
          error instanceof Error ? (error.stack ?? error.message) : String(error),
        )}</pre><p>Fix it and save: this page reloads by itself.</p>`
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>Dev server: error</title><script type="module" src="${VITE_CLIENT_URL}"></script>` +
    '<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#1b1b1b}h1{color:#a4000f;font-size:1.5rem}' +
    'li{margin-bottom:1rem}.where{margin:0;font-weight:600}pre{white-space:pre-wrap;background:#f4f4f4;padding:1rem}</style>' +
    `</head><body><main id="dev-error">${body}</main></body></html>`
  )
}
