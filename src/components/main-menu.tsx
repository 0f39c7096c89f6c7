import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { useT } from '../i18n/translations'
import type { Link as NavLink } from '../model/common'

/**
 * The main menu: a row of links on wide screens, a disclosure button on narrow
 * ones (Escape closes it and returns focus to the button). Without JavaScript
 * the links are always shown.
 */
export function MainMenu({ items }: { items: NavLink[] }) {
  const { t } = useT()
  const id = useId()
  const [open, setOpen] = useState(false)
  return (
    <nav
      aria-label={t('primaryNavigation')}
      className="main-menu"
      data-open={open}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false)
          document.getElementById(`${id}-toggle`)?.focus()
        }
      }}
    >
      <button
        id={`${id}-toggle`}
        type="button"
        className="menu-toggle"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? t('menu.close') : t('menu.open')}
      </button>
      <ul id={`${id}-list`} className="nav-list">
        {items.map((item) => (
          <li key={item.path}>
            <Link to={item.path} onClick={() => setOpen(false)}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
