import { createContext, StrictMode, useContext, type ComponentType, type ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { I18nProvider } from "../i18n/i18n-context";
import { pageStrings, type PageStrings } from "./page-strings";

/**
 * React islands (docs/decisions/024): the parts of a prerendered page that React takes over in the
 * browser. An island is one file, `{name}.island.tsx` in its feature's folder, whose default export
 * is made here, e.g. app/calendar/calendar.island.tsx:
 *
 *     export default island("calendar", AvailabilityCalendar);
 *
 * A page renders it as it would the component (`<CalendarIsland {...props} />`): at build time the
 * component inside an element that names the island and carries its props (`data-props`); in the
 * browser app/browser/islands.ts finds the island's file by that name and loads it when it is
 * needed (as the element nears the viewport), and React renders the same
 * component from the same props over the markup (no layout shift). The page's language and UI
 * strings come from a file the page names (`WithPageStrings`) whenever an island is on it.
 */

/** Build time: told by every island (and every link that opens one) that the page holds one. */
const IslandsOnPage = createContext<(() => void) | null>(null);

/** For what opens an island that the page does not prerender (a photo link opens the viewer). */
export function useIslandOnPage() {
  useContext(IslandsOnPage)?.();
}

/** Whether an island rendered on one page (build time). */
function islandRecord() {
  let held = false;
  return { hold: () => void (held = true), holds: () => held };
}

/**
 * Around a page's content at build time (app/root.tsx): after it, where the page's strings are
 * (`href`, app/i18n/page-strings.server.ts), if an island rendered in it. Data, not script: the
 * Content-Security-Policy needs no hash for it.
 */
export function WithPageStrings({ href, children }: { href: string | undefined; children: ReactNode }) {
  const record = islandRecord();
  return (
    <IslandsOnPage value={record.hold}>
      {children}
      <StringsOf holdsIsland={record.holds} href={href} />
    </IslandsOnPage>
  );
}

/** Rendered after the content, so every island in it has said so. */
function StringsOf({ holdsIsland, href }: { holdsIsland: () => boolean; href: string | undefined }) {
  if (!holdsIsland() || !href) return null;
  return (
    <script type="application/json" id="page-strings" dangerouslySetInnerHTML={{ __html: JSON.stringify(href) }} />
  );
}

/** In the browser, around an island: the page's strings and Strict Mode. */
function IslandRoot({ strings: { locale, messages }, children }: { strings: PageStrings; children: ReactNode }) {
  return (
    <StrictMode>
      <I18nProvider locale={locale} messages={messages}>
        {children}
      </I18nProvider>
    </StrictMode>
  );
}

/** A prerendered island, taken over by React; `hydrate` settles once React has been given it. */
export interface Island<P extends object> {
  (props: P): ReactNode;
  islandName: string;
  hydrate(element: HTMLElement): Promise<void>;
}

/** The island `name` (its file's name) of `Component`. */
export function island<P extends object>(name: string, Component: ComponentType<P>): Island<P> {
  const Prerendered = (props: P) => {
    useIslandOnPage();
    return (
      <div data-island={name} data-props={JSON.stringify(props)}>
        <Component {...props} />
      </div>
    );
  };
  const hydrate = async (element: HTMLElement) => {
    const props = JSON.parse(element.dataset.props ?? "{}") as P;
    const strings = await pageStrings();
    hydrateRoot(
      element,
      <IslandRoot strings={strings}>
        <Component {...props} />
      </IslandRoot>,
    );
  };
  return Object.assign(Prerendered, { islandName: name, hydrate });
}

/** Renders an island that the page did not prerender (the photo viewer) into `element`. */
export async function renderIsland(element: HTMLElement, content: ReactNode): Promise<Root> {
  const strings = await pageStrings();
  const root = createRoot(element);
  root.render(<IslandRoot strings={strings}>{content}</IslandRoot>);
  return root;
}
