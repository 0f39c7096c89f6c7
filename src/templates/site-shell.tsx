import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useT } from '../i18n/translations'
import { LanguageSwitcher } from '../components/language-switcher'
import { MainMenu } from '../components/main-menu'
import type { PageCommon } from '../model/common'
import { useSiteContext } from '../site-context/site-context'
import { localePrefix } from '../site/locales'

/** Skip link, header with menus, main landmark and footer around every page. */
export function SiteShell({ page, children }: { page: PageCommon; children: ReactNode }) {
  const { t } = useT()
  const { navigation } = useSiteContext()
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="site-header">
        <div className="container header-row">
          <Link to="/{-$locale}/" params={{ locale: localePrefix(page.locale) }} className="brand">
            <span>{page.site.name}</span>
          </Link>
          <LanguageSwitcher page={page} />
          <MainMenu items={navigation.main} />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="container">
        {children}
      </main>
      <footer className="site-footer">
        <div className="container">
          {navigation.footer.length > 0 && (
            <nav aria-label={t('footerNavigation')}>
              <ul className="footer-list">
                {navigation.footer.map((item) => (
                  <li key={item.path}>
                    <Link to={item.path}>{item.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <p>{t('footer.illustrative')}</p>
          <p>{t('footer.copyright', { name: page.site.name })}</p>
        </div>
      </footer>
    </>
  )
}
