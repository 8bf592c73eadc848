import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadUiStrings } from "./lib/ui-strings";

/**
 * React Router's own entry, after one step: the page's UI strings file (preloaded by the root
 * layout, app/lib/ui-strings.ts) is loaded before React renders. Should it fail to load, the page
 * stays the prerendered HTML, whose links, menus and carousel work without React.
 */
const strings = document.querySelector<HTMLLinkElement>("link[data-ui-strings]")?.getAttribute("href");

(strings ? loadUiStrings(strings) : Promise.resolve())
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  )
  .catch((error: unknown) => console.warn("UI strings did not load; the page stays static.", error));
