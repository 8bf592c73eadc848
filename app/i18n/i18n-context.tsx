import { createContext, useContext, type ReactNode } from "react";
import type { PageMessages } from "./page-messages";
import type { Locale } from "../locales";

interface I18n {
  locale: Locale;
  t: PageMessages;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: PageMessages;
  children: ReactNode;
}) {
  return <I18nContext value={{ locale, t: messages }}>{children}</I18nContext>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n() needs an <I18nProvider> above it");
  return value;
}
