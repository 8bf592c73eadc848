/**
 * What the header's popovers leave to script. The phone menu is not modal, so it closes when focus
 * leaves it; no aria-expanded, as HTML forbids it on a popover invoker and the browser exposes it.
 */
const isMenu = (element: EventTarget | null): element is HTMLElement =>
  element instanceof HTMLElement && element.getAttribute("role") === "menu";
const outsidePopovers = (target: EventTarget | null) =>
  !(target instanceof Element && target.closest("[popover],[popovertarget]"));

function startPhoneMenu() {
  const phoneMenu = () => {
    const menu = document.getElementById("mobile-menu");
    return menu?.matches(":popover-open") ? menu : null;
  };
  document.addEventListener("focusin", (event) => {
    const menu = phoneMenu();
    const target = event.target instanceof Element ? event.target : null;
    if (menu && target && !menu.contains(target) && target.getAttribute("popovertarget") !== menu.id)
      menu.hidePopover();
  });
  matchMedia("(min-width: 768px)").addEventListener("change", (event) => {
    if (event.matches) phoneMenu()?.hidePopover();
  });
}

function startLanguageMenu() {
  let byKeyboard = false;
  document.addEventListener("keydown", (event) => {
    const target = event.target;
    if (target instanceof HTMLElement && target.matches("[aria-haspopup=menu][popovertarget]")) {
      byKeyboard = event.key === "Enter" || event.key === " ";
      if (event.key === "ArrowDown") {
        event.preventDefault();
        byKeyboard = true;
        document.getElementById(target.getAttribute("popovertarget")!)?.showPopover();
      }
      return;
    }
    const menu = target instanceof Element ? target.closest<HTMLElement>("[role=menu]") : null;
    // Tab leaves the menu closed (WAI-ARIA menu button): focus returns to the button and moves on from there.
    if (menu && event.key === "Tab" && menu.matches(":popover-open")) return menu.hidePopover();
    if (!menu || !/^(ArrowDown|ArrowUp|Home|End)$/.test(event.key)) return;
    event.preventDefault();
    const items = [...menu.querySelectorAll<HTMLElement>("[role=menuitem]")];
    const at = items.indexOf(target as HTMLElement);
    const n = items.length;
    const next = { Home: 0, End: n - 1, ArrowDown: (at + 1) % n, ArrowUp: (at + n - 1) % n }[event.key]!;
    items[next]?.focus();
  });
  document.addEventListener(
    "toggle",
    (event) => {
      const menu = event.target;
      if (!isMenu(menu)) return;
      const open = (event as ToggleEvent).newState === "open";
      if (open && byKeyboard) menu.querySelector<HTMLElement>("[role=menuitem]")?.focus();
      byKeyboard = false;
    },
    true,
  );
}

/** A tap outside a popover only closes it, as a backdrop would: light dismiss lets the click through. */
function startPopovers() {
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    target?.closest("[popover] a")?.closest<HTMLElement>("[popover]")?.hidePopover();
  });
  // Times taken as the handlers run: a tap's own timeStamp is when it was made, so on a page busy
  // as it came it is older than the close it makes by as long as the page was busy.
  let pressedOutside = -Infinity;
  let closedByPress = -Infinity;
  document.addEventListener(
    "pointerdown",
    (event) => {
      pressedOutside = outsidePopovers(event.target) ? performance.now() : -Infinity;
    },
    true,
  );
  document.addEventListener(
    "beforetoggle",
    (event) => {
      if (
        event.target instanceof HTMLElement &&
        event.target.hasAttribute("popover") &&
        (event as ToggleEvent).newState === "closed" &&
        performance.now() - pressedOutside < 1000
      )
        closedByPress = performance.now();
    },
    true,
  );
  window.addEventListener(
    "click",
    (event) => {
      if (performance.now() - closedByPress > 500 || !outsidePopovers(event.target)) return;
      closedByPress = -Infinity;
      event.preventDefault();
      event.stopPropagation();
    },
    true,
  );
}

export function startMenus() {
  startPhoneMenu();
  startLanguageMenu();
  startPopovers();
}
