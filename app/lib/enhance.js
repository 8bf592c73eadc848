/*
 * The few lines of script the HTML-first widgets need (decision 012), loaded by every page as a
 * small cached file with `async` (decision 017: inline it cost each page's HTML 0.9 KB brotli and
 * kept the apartment pages out of the first round trip). It runs as soon as it arrives, usually
 * before the first paint and long before React hydrates, and listens on the document, so it works
 * for markup React renders later too. Carousel: previous/next (aria-disabled at the ends), arrow keys,
 * only the current slide reachable by Tab; it starts at the first slide without measuring (a
 * measurement forced a layout of the whole page before the first paint). Menus: a chosen link
 * closes its dialog or popover (client-side navigation keeps the page), arrow keys in the
 * language menu, a tap outside it only closes it, the mobile menu closes past the breakpoint and
 * on its backdrop. A not-found
 * document does not hydrate (app/lib/route-params.ts): here it logs the unknown path, as the spec
 * asks, and runs the cookie banner prerendered `hidden` there, with lib/consent.ts's storage key
 * and values (a blocked storage keeps the choice for the page).
 * Plain ES5 and not bundled: the build only minifies it (scripts/lib/minify-script-assets.mjs).
 */
(function () {
  var d = document,
    kb = !1,
    rm = matchMedia("(prefers-reduced-motion: reduce)"),
    wide = matchMedia("(min-width: 768px)");
  function at(t) {
    return Math.round(t.scrollLeft / (t.clientWidth || 1));
  }
  function sync(c) {
    var t = c.querySelector("[data-carousel-track]"),
      s = t.children,
      i = at(t),
      a = d.activeElement,
      lost = a && t.contains(a) && !s[i].contains(a);
    // aria-disabled, not disabled: a disabled button loses the keyboard's focus at the last photo.
    c.querySelector("[data-step='-1']").setAttribute("aria-disabled", i < 1);
    c.querySelector("[data-step='1']").setAttribute("aria-disabled", i >= s.length - 1);
    if (t._to != null && Math.abs(t.scrollLeft - t._to * t.clientWidth) < 2) t._to = null;
    for (var k = 0; k < s.length; k++) s[k].inert = k !== i;
    if (lost) s[i].querySelector("a").focus({ preventScroll: !0 });
  }
  function go(c, n) {
    var t = c.querySelector("[data-carousel-track]"),
      i = Math.max(0, Math.min(t.children.length - 1, (t._to != null ? t._to : at(t)) + n));
    t._to = i;
    t.scrollTo({ left: i * t.clientWidth, behavior: rm.matches ? "instant" : "smooth" });
  }
  d.addEventListener(
    "scrollend",
    function (e) {
      e.target._to = null;
    },
    !0,
  );
  d.addEventListener(
    "scroll",
    function (e) {
      var c = e.target.closest && e.target.closest("[data-carousel]");
      if (c) sync(c);
    },
    !0,
  );
  var banner, back;
  /** The stored cookie choice (lib/consent.ts: key and values), or stores one; blocked storage: null. */
  function choice(value) {
    try {
      if (value) localStorage.setItem("cookiesAccepted", value);
      return localStorage.getItem("cookiesAccepted");
    } catch (blocked) {
      return blocked && null;
    }
  }
  /** The banner shown or hidden; while shown, focus scrolls clear of it (lib/scroll-clearance.ts). */
  function show(shown) {
    banner.hidden = !shown;
    var clearance = shown ? innerHeight - banner.offsetTop + 16 + "px" : "";
    d.documentElement.style.scrollPaddingBottom = d.body.style.paddingBottom = clearance;
  }
  function start() {
    if (d.querySelector("[data-not-found]")) {
      console.error("404: no page at " + location.pathname);
      // The language menu of this document (prerendered as /xx/404) names the path asked for,
      // its first segment taken for a language code (/nl/agb → /fr/agb).
      [].forEach.call(d.querySelectorAll("#language-menu a[hreflang]"), function (a) {
        a.href = "/" + a.hreflang + location.pathname.replace(/^\/[a-z]{2}(?=\/|$)/, "") + location.search;
      });
    }
    // Only a not-found document has this banner: other pages do not touch storage here.
    banner = d.querySelector("[data-consent-banner]");
    if (banner && !/^(true|false)$/.test(choice())) show(!0);
    [].forEach.call(d.querySelectorAll("[data-carousel-track]>*"), function (s) {
      s._seen = 1;
      s.inert = !!s.previousElementSibling;
    });
    // Carousels React draws later (a client-side navigation) get the same rule once their
    // photos are in: measured then, as a reused track may stand at another photo.
    new MutationObserver(function () {
      [].forEach.call(d.querySelectorAll("[data-carousel]"), function (c) {
        var s = c.querySelector("[data-carousel-track]").children,
          k;
        for (k = 0; k < s.length && s[k]._seen; k++);
        if (k == s.length) return;
        for (k = 0; k < s.length; k++) s[k]._seen = 1;
        sync(c);
      });
    }).observe(d.body, { childList: !0, subtree: !0 });
  }
  if (d.readyState == "loading") d.addEventListener("DOMContentLoaded", start);
  else start();
  d.addEventListener("click", function (e) {
    var t = e.target;
    if (t.nodeName == "DIALOG") {
      t.close();
      return;
    }
    var x = t.closest && t.closest("[data-step],dialog a,[popover] a,[data-consent],[data-consent-reopen]");
    if (!x) return;
    if (x.dataset.consent) {
      // As the React banner: back to Privacy settings, or from the banner to the content.
      var inside = banner.contains(d.activeElement);
      choice(x.dataset.consent);
      show(!1);
      if (back) back.focus();
      else if (inside) d.getElementById("main").focus({ preventScroll: !0 });
      back = null;
      return;
    }
    if (x.hasAttribute("data-consent-reopen")) {
      back = x;
      show(!0);
      banner.focus();
      return;
    }
    if (x.dataset.step) {
      if (x.getAttribute("aria-disabled") != "true") go(x.closest("[data-carousel]"), +x.dataset.step);
    } else {
      var p = x.closest("dialog,[popover]");
      if (p.nodeName == "DIALOG") p.close();
      else p.hidePopover();
    }
  });
  d.addEventListener("keydown", function (e) {
    var t = e.target,
      k = e.key,
      c = t.closest && t.closest("[data-carousel]");
    if (c && (k == "ArrowLeft" || k == "ArrowRight")) {
      e.preventDefault();
      go(c, k == "ArrowLeft" ? -1 : 1);
      return;
    }
    if (t.matches && t.matches("[popovertarget]")) {
      kb = k == "Enter" || k == " ";
      if (k == "ArrowDown") {
        e.preventDefault();
        kb = !0;
        d.getElementById(t.getAttribute("popovertarget")).showPopover();
      }
      return;
    }
    var m = t.closest && t.closest("[role=menu]");
    // Tab leaves the menu closed (WAI-ARIA menu button): focus goes back to the button, and the
    // Tab then moves on from there.
    if (m && k == "Tab" && m.matches(":popover-open")) {
      m.hidePopover();
      return;
    }
    if (!m || !/^(ArrowDown|ArrowUp|Home|End)$/.test(k)) return;
    e.preventDefault();
    var l = [].slice.call(m.querySelectorAll("[role=menuitem]")),
      n = l.length,
      i = l.indexOf(t);
    l[k == "Home" ? 0 : k == "End" ? n - 1 : (i + (k == "ArrowDown" ? 1 : n - 1)) % n].focus();
  });
  d.addEventListener(
    "toggle",
    function (e) {
      var p = e.target;
      if (!p.getAttribute || p.getAttribute("role") != "menu") return;
      var b = d.querySelector("[popovertarget='" + p.id + "']");
      if (b) b.setAttribute("aria-expanded", e.newState == "open");
      if (e.newState == "open" && kb) p.querySelector("[role=menuitem]").focus();
      kb = !1;
    },
    !0,
  );
  // A tap outside the language menu closes it (the browser's light dismiss) and does nothing
  // else, as a menu's backdrop would: the click that follows on the page is swallowed. Only a
  // close that a pointer outside began counts (not Escape, not a chosen language).
  var down = -1e9,
    shut = -1e9;
  function outside(t) {
    return !(t.closest && t.closest("[role=menu],[popovertarget]"));
  }
  d.addEventListener(
    "pointerdown",
    function (e) {
      down = outside(e.target) ? e.timeStamp : -1e9;
    },
    !0,
  );
  d.addEventListener(
    "beforetoggle",
    function (e) {
      var p = e.target;
      if (p.getAttribute && p.getAttribute("role") == "menu" && e.newState == "closed" && e.timeStamp - down < 1e3)
        shut = e.timeStamp;
    },
    !0,
  );
  window.addEventListener(
    "click",
    function (e) {
      if (e.timeStamp - shut > 500 || !outside(e.target)) return;
      shut = -1e9;
      e.preventDefault();
      e.stopPropagation();
    },
    !0,
  );
  wide.addEventListener("change", function () {
    var m = d.getElementById("mobile-menu");
    if (wide.matches && m && m.open) m.close();
  });
})();
