import { Link } from '@tanstack/react-router'
import { useId, useState, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react'
import { useT } from '../i18n/translations'
import type { NavEntry, Link as NavLink } from '../model/common'

/**
 * The main menu: a row of links and groups on wide screens, each group a
 * disclosure button (`<details>`: it opens without JavaScript too) whose
 * links drop down over the page; on narrow screens a menu button whose panel
 * opens under the header's one row, over the page, the groups in it as
 * sections that open in place. Escape closes the innermost open part and
 * returns focus to its button; opening a group closes the others. `extra`
 * (the language links) ends the panel on a phone. Without JavaScript,
 * focusing the menu button (a tap) opens the panel.
 */
export function MainMenu({ items, extra }: { items: NavEntry[]; extra?: ReactNode }) {
  const { t } = useT()
  const id = useId()
  const [open, setOpen] = useState(false)
  const closeGroups = (except?: Element) => {
    const menu = document.getElementById(`${id}-panel`)
    for (const d of menu?.querySelectorAll('details[open]') ?? []) {
      if (d !== except) d.removeAttribute('open')
    }
  }
  const followed = () => {
    closeGroups()
    setOpen(false)
  }
  const onGroupToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open) closeGroups(event.currentTarget)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return
    const group = (event.target as Element).closest('details[open]')
    if (group) {
      group.removeAttribute('open')
      group.querySelector('summary')?.focus()
    } else if (open) {
      setOpen(false)
      document.getElementById(`${id}-toggle`)?.focus()
    }
  }
  const link = (item: NavLink) => (
    <li key={item.path}>
      <Link to={item.path} onClick={followed}>
        {item.label}
      </Link>
    </li>
  )
  return (
    <nav
      aria-label={t('primaryNavigation')}
      className="main-menu"
      data-open={open}
      onKeyDown={onKeyDown}
    >
      <button
        id={`${id}-toggle`}
        type="button"
        className="menu-toggle"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((o) => !o)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <path
            d="M3 6h18M3 12h18M3 18h18"
            stroke="currentColor"
            strokeWidth="2.25"
            strokeLinecap="round"
          />
        </svg>
        <span>{t('menu.open')}</span>
      </button>
      <div id={`${id}-panel`} className="menu-panel">
        <ul className="nav-list">
          {items.map((entry) =>
            'items' in entry ? (
              <li key={entry.group} className="nav-group">
                <details onToggle={onGroupToggle}>
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
