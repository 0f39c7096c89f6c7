import type { TFunction, i18n as I18n } from 'i18next'
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { rememberedT } from './remembered-t'

export interface Translations {
  t: TFunction
  /** The active language, as i18next names it (a locale code). */
  language: string
}

const TranslationsContext = createContext<Translations | null>(null)

function Subscribed({ instance, children }: { instance: I18n; children: ReactNode }) {
  // `i18n` here is react-i18next's copy of `instance`, new on every render.
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const value = useMemo(
    () => ({ t: rememberedT(instance, language, t), language }),
    [instance, t, language],
  )
  return <TranslationsContext.Provider value={value}>{children}</TranslationsContext.Provider>
}

/**
 * Subscribes to i18next once for the whole page and hands its `t` down.
 * react-i18next's `useTranslation` copies the i18next instance for every
 * component that calls it: with some forty callers per page that was a third
 * of the server renderer's time, and the same work again at hydration.
 */
export function TranslationsProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <Subscribed instance={i18n}>{children}</Subscribed>
    </I18nextProvider>
  )
}

/** The page's `t` and language; re-renders the caller when the language changes. */
export function useT(): Translations {
  const value = useContext(TranslationsContext)
  if (!value) throw new Error('useT() needs a <TranslationsProvider> above it')
  return value
}
