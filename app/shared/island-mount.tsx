import { StrictMode, useEffect, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { PageMessages } from "../i18n/page-messages";
import type { Locale } from "../i18n/locales";
import { I18nProvider } from "../i18n/i18n-context";

/**
 * What every React island shares: the page's language and its UI strings, written into the page
 * once (app/shared/page-strings.tsx), and the readiness signal `data-island-ready` that an
 * island's element gets once React has taken it over (the tests wait for it).
 */
let strings: { locale: Locale; messages: PageMessages } | undefined;
function pageStrings() {
  strings ??= JSON.parse(document.getElementById("page-strings")!.textContent!) as typeof strings;
  return strings!;
}

function Island({ element, onReady, children }: { element: HTMLElement; onReady: () => void; children: ReactNode }) {
  useEffect(() => {
    element.setAttribute("data-island-ready", "");
    onReady();
  }, [element, onReady]);
  const { locale, messages } = pageStrings();
  return (
    <StrictMode>
      <I18nProvider locale={locale} messages={messages}>
        {children}
      </I18nProvider>
    </StrictMode>
  );
}

/** The props the prerendered island element carries (`data-props`, app/shared/island.tsx). */
export const islandProps = <T,>(element: HTMLElement): T => JSON.parse(element.dataset.props ?? "{}") as T;

/**
 * Takes over an island's prerendered markup, rendered again from the same props: no layout shift.
 * Settles once React has it.
 */
export function hydrateIsland(element: HTMLElement, island: ReactNode): Promise<void> {
  return new Promise((onReady) => {
    hydrateRoot(
      element,
      <Island element={element} onReady={onReady}>
        {island}
      </Island>,
    );
  });
}

/** Renders an island that the page did not prerender (the photo viewer) into `element`. */
export function renderIsland(element: HTMLElement, island: ReactNode) {
  const root = createRoot(element);
  root.render(
    <Island element={element} onReady={() => {}}>
      {island}
    </Island>,
  );
  return root;
}
