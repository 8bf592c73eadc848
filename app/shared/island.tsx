import { createContext, StrictMode, useContext, type ComponentType, type ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { I18nProvider } from "../i18n/i18n-context";
import { pageStrings, type PageStrings } from "./page-strings";

/**
 * React islands (docs/decisions/024-static-pages-and-islands.md): the parts of a prerendered page that
 * React takes over in the browser, from the same props over the same markup, so nothing shifts.
 * An island is a file `{name}.island.tsx` whose default export is `island("name", Component)`.
 */

/** Build time: told by every island (and every link that opens one) that the page holds one. */
const IslandsOnPage = createContext<(() => void) | null>(null);

/** For what opens an island that the page does not prerender (a photo link opens the viewer). */
export function useIslandOnPage() {
  useContext(IslandsOnPage)?.();
}

function islandRecord() {
  let held = false;
  return { hold: () => void (held = true), holds: () => held };
}

/** After a page's content, where its strings are if an island rendered in it: data, not script, so the CSP needs no hash. */
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

function IslandRoot({ strings: { locale, messages }, children }: { strings: PageStrings; children: ReactNode }) {
  return (
    <StrictMode>
      <I18nProvider locale={locale} messages={messages}>
        {children}
      </I18nProvider>
    </StrictMode>
  );
}

export interface Island<P extends object> {
  (props: P): ReactNode;
  islandName: string;
  hydrate(element: HTMLElement): Promise<void>;
}

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

export async function renderIsland(element: HTMLElement, content: ReactNode): Promise<Root> {
  const strings = await pageStrings();
  const root = createRoot(element);
  root.render(<IslandRoot strings={strings}>{content}</IslandRoot>);
  return root;
}
