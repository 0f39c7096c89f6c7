import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useT } from '../i18n/translations'
import { LanguageSwitcher } from '../components/language-switcher'
import { MainMenu } from '../components/main-menu'
import { closeDisclosureOnEscape } from '../components/close-disclosure'
import { HeaderSearch } from '../components/header-search'
import { SignInGuard } from '../components/sign-in-guard'
import { SignInStatus } from '../components/sign-in-status'
import type { PageResult } from '../model/registry'
import { searchEntry } from '../search/entry'
import { indexAttributes } from '../search/index-markup'
import { useSiteContext } from '../site-context/site-context'
import { formatDate } from '../site/format'
import { localeConfig, localePrefix } from '../site/locales'
import type { ArticleCategory } from '../model/labels'

/**
 * Skip link, header with menus and search box, main landmark and footer around
 * every page. Only the main landmark of a page the search index takes is
 * marked for it (`indexAttributes`): header, menus and footer are never indexed.
 */
export function SiteShell({
  page,
  indexed,
  children,
}: {
  page: PageResult
  /** False when the page's body is not its own (the not-found view of a path it does not serve). */
  indexed: boolean
  children: ReactNode
}) {
  const { t } = useT()
  const { navigation, contact } = useSiteContext()
  const entry = indexed ? searchEntry(page) : null
  const name = page.site.localNames?.[page.locale] ?? page.site.name
  const search = page.template !== 'search'
  const index = indexAttributes(entry, {
    section: entry
      ? 'category' in entry.section
        ? t(`categories.${entry.section.category as ArticleCategory}`)
        : t(`search.sections.${entry.section.section}`)
      : '',
    ...(entry?.date ? { date: formatDate(page.locale, entry.date) } : {}),
  })
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="site-header" onKeyDown={closeDisclosureOnEscape}>
        {/* The row's classes name the controls it holds before they are parsed (site.css). */}
        <div
          className={`container header-row${search ? ' has-search' : ''}${import.meta.env.SIGN_IN ? ' has-sign-in' : ''}`}
        >
          <Link to="/{-$locale}/" params={{ locale: localePrefix(page.locale) }} className="brand">
            <span>{page.site.name}</span>
          </Link>
          {/* Beside the menu on a wide screen, in the menu's panel on a phone (one of the two is shown). */}
          <div className="header-languages">
            <LanguageSwitcher page={page} />
          </div>
          {search && <HeaderSearch page={page} />}
          {/* A build without sign-in drops both, and the session hint with them. */}
          {import.meta.env.SIGN_IN && <SignInStatus page={page} />}
          <MainMenu items={navigation.main} extra={<LanguageSwitcher page={page} />} />
        </div>
      </header>
      {import.meta.env.SIGN_IN && <SignInGuard page={page} />}
      <main id="main" tabIndex={-1} className="container" {...index}>
        {children}
      </main>
      <footer className="site-footer">
        <div className="container footer-grid">
          <div className="footer-firm">
            <p className="footer-name">{name}</p>
            {contact && (
              <address>
                {contact.address.map((line) => (
                  <span key={line}>{line}</span>
                ))}
                <span>
                  {t('footer.phone')}{' '}
                  <a href={`tel:${contact.phone.dial}`}>{contact.phone.shown}</a>
                </span>
              </address>
            )}
          </div>
          {navigation.footer.length > 0 && (
            <nav aria-label={t('footerNavigation')} className="footer-nav">
              <ul className="footer-list">
                {navigation.footer.map((item) => (
                  <li key={item.path}>
                    <Link
                      to={item.path}
                      {...(item.lang
                        ? {
                            lang: localeConfig(item.lang).hrefLang,
                            hrefLang: localeConfig(item.lang).hrefLang,
                          }
                        : {})}
                    >
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <div className="footer-legal">
            {contact && <p>{contact.regulatory}</p>}
            <p>{t('footer.illustrative')}</p>
            <p>
              {t('footer.copyright', {
                name,
              })}
            </p>
          </div>
        </div>
      </footer>
    </>
  )
}
