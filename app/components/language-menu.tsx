import { useRef, useState, type ComponentType, type KeyboardEvent } from "react";
import type { PopupStart } from "./language-menu-popup";
import { languageTriggerClass, LanguageTriggerLabel } from "./language-trigger-label";

type Popup = ComponentType<{ start: PopupStart }>;
let loading: Promise<Popup> | null = null;
const loadPopup = () => (loading ??= import("./language-menu-popup").then((module) => module.LanguageMenuPopup));

/**
 * The language menu. Until the visitor points at, focuses or opens it, a plain button that
 * looks the same; the menu's code (Radix dropdown, positioning) loads then and replaces it,
 * opening at once when that was asked for.
 */
export function LanguageMenu() {
  const button = useRef<HTMLButtonElement>(null);
  const [loaded, setLoaded] = useState<{ Popup: Popup; start: PopupStart } | null>(null);
  const pending = useRef<PopupStart["open"]>(null);

  const load = (open: PopupStart["open"] = null) => {
    if (open) pending.current = open;
    void loadPopup().then((Popup) =>
      setLoaded(
        (current) =>
          current ?? {
            Popup,
            start: { focus: document.activeElement === button.current, open: pending.current },
          },
      ),
    );
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!["Enter", " ", "ArrowDown"].includes(event.key)) return;
    event.preventDefault();
    load("keyboard");
  };

  if (loaded) return <loaded.Popup start={loaded.start} />;
  return (
    <button
      ref={button}
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      className={languageTriggerClass}
      onPointerEnter={() => load()}
      onFocus={() => load()}
      onPointerDown={(event) => event.button === 0 && load("pointer")}
      onKeyDown={onKeyDown}
    >
      <LanguageTriggerLabel />
    </button>
  );
}
