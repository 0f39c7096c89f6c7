import { Link } from '@tanstack/react-router'
import { useId, useState, type ReactNode } from 'react'
import { useT } from '../i18n/translations'
import type { NavEntry, Link as NavLink } from '../model/common'

/**
 * The main menu: a row of links and groups on wide screens, each group a
 * disclosure button (`<details>`, one open at a time: it opens without
 * JavaScript too) whose links drop down over the page; on narrow screens a
 * menu button whose panel opens under the header's one row, over the page,
 * the groups in it as sections that open in place. Escape closes the menu and
 * returns focus to its button (an open group first: the header's
 * `closeDisclosureOnEscape`); following a link closes it all. `extra` (the
 * language links) ends the panel on a phone. Without JavaScript, focusing the
 * menu button (a tap) opens the panel.
 */
export function MainMenu({ items, extra }: { items: NavEntry[]; extra?: ReactNode }) {
  const { t } = useT()
  const id = useId()
  const [open, setOpen] = useState(false)
  const link = (item: NavLink) => (
    <li key={item.path}>
      <Link to={item.path}>{item.label}</Link>
    </li>
  )
  return (
    <nav
      aria-label={t('primaryNavigation')}
      className="main-menu"
      data-open={open}
      onClick={(e) => {
        if (!(e.target as Element).closest('a')) return
        for (const d of e.currentTarget.querySelectorAll('details[open]')) d.removeAttribute('open')
        setOpen(false)
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open || (e.target as Element).closest('details[open]')) return
        setOpen(false)
        document.getElementById(`${id}-toggle`)?.focus()
      }}
    >
      <button
        id={`${id}-toggle`}
        type="button"
        className="menu-toggle"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((o) => !o)}
      >
        {t('menu.open')}
      </button>
      <div id={`${id}-panel`} className="menu-panel">
        <ul className="nav-list">
          {items.map((entry) =>
            'items' in entry ? (
              <li key={entry.group} className="nav-group">
                <details name={`${id}-group`}>
                  <summary>{t(`menu.groups.${entry.group}`)}</summary>
                  <ul className="nav-group-list">{entry.items.map(link)}</ul>
                </details>
              </li>
            ) : (
              link(entry)
            ),
          )}
        </ul>
        {extra && <div className="menu-extra">{extra}</div>}
      </div>
    </nav>
  )
}
