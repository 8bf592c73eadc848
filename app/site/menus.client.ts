/**
 * The header's menus (markup: app/site/mobile-menu.tsx, language-menu.tsx). Both open from
 * the HTML: the phone menu is a modal `<dialog>` opened by the button's invoker command, and the
 * language menu a `popover`. This adds what the platform leaves to script:
 * - where a browser has no invoker commands (Safari before 26.2, Firefox before 144), the button
 *   opens the dialog as a modal here (docs/browser-support.md);
 * - a chosen link, the backdrop and a window grown past the phone layout close the phone menu;
 * - the language menu's arrow keys, Home and End, the first entry focused when it is opened by
 *   keyboard, Tab closing it, and a tap outside it that only closes it. (Its button's expanded
 *   state is the browser's: a popover invoker exposes it, and HTML forbids aria-expanded there.)
 */
const invokerCommands = "commandForElement" in HTMLButtonElement.prototype;
const isMenu = (element: EventTarget | null): element is HTMLElement =>
  element instanceof HTMLElement && element.getAttribute("role") === "menu";
const outsideMenus = (target: EventTarget | null) =>
  !(target instanceof Element && target.closest("[role=menu],[aria-haspopup=menu]"));

function startPhoneMenu() {
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target instanceof HTMLDialogElement) return target.close(); // its backdrop
    const opener = target?.closest("button[commandfor]");
    if (opener && !invokerCommands) {
      const dialog = document.getElementById(opener.getAttribute("commandfor") ?? "");
      if (dialog instanceof HTMLDialogElement && opener.getAttribute("command") === "show-modal") {
        dialog.showModal();
      }
    }
    const link = target?.closest("dialog a, [popover] a");
    const holder = link?.closest("dialog, [popover]");
    if (holder instanceof HTMLDialogElement) holder.close();
    else if (holder instanceof HTMLElement) holder.hidePopover();
  });
  const wide = matchMedia("(min-width: 768px)");
  wide.addEventListener("change", () => {
    const menu = document.getElementById("mobile-menu");
    if (wide.matches && menu instanceof HTMLDialogElement && menu.open) menu.close();
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
  // A tap outside the menu closes it (the browser's light dismiss) and does nothing else, as a
  // menu's backdrop would: the click that follows is swallowed. Only a close that a pointer
  // outside began counts (not Escape, not a chosen language).
  let pressedOutside = -Infinity;
  let closedByPress = -Infinity;
  document.addEventListener(
    "pointerdown",
    (event) => {
      pressedOutside = outsideMenus(event.target) ? event.timeStamp : -Infinity;
    },
    true,
  );
  document.addEventListener(
    "beforetoggle",
    (event) => {
      if (
        isMenu(event.target) &&
        (event as ToggleEvent).newState === "closed" &&
        event.timeStamp - pressedOutside < 1000
      )
        closedByPress = event.timeStamp;
    },
    true,
  );
  window.addEventListener(
    "click",
    (event) => {
      if (event.timeStamp - closedByPress > 500 || !outsideMenus(event.target)) return;
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
}
