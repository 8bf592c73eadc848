// @ts-check
/**
 * The availability calendar's frame document (decision 010). The property page embeds
 * /embed/calendar?lang&apartment&verification&prev&next&title in an iframe sandboxed to
 * "allow-scripts" (an opaque origin: no access to the page, its storage or cookies). This
 * document has its own Content-Security-Policy that allows what the provider's
 * CalendarWidget.js needs (its stylesheet, fonts, images and XHR), so the pages allow none of it.
 * It loads the script (retried after 1 s and 3 s, each attempt given 4 s), brands and labels
 * the calendar (./enhance.js, loaded before this) and reports height and state to the page.
 * Classic scripts, not modules: a module would be fetched with CORS from the opaque origin.
 */
(() => {
  const provider = "https://login.smoobu.com";
  const scriptUrl = `${provider}/js/Apartment/CalendarWidget.js`;
  const retryDelays = [1000, 3000];
  /** How long one attempt may take before it counts as failed (a hanging script). */
  const attemptTimeout = 4000;
  const languages = ["en", "de", "fr", "es", "it"];

  /**
   * @typedef {{ lang: string; apartment: string; verification: string; prev: string; next: string; title: string }} Config
   * @typedef {{ state?: "loading" | "drawn" | "failed"; height?: number }} Report
   */

  /** The frame's settings from its query; null when one is missing or malformed. @returns {Config | null} */
  function readConfig(/** @type {URLSearchParams} */ params) {
    const get = (/** @type {string} */ name) => params.get(name) ?? "";
    const config = {
      lang: get("lang"),
      apartment: get("apartment"),
      verification: get("verification"),
      prev: get("prev"),
      next: get("next"),
      title: get("title"),
    };
    if (!languages.includes(config.lang) || !/^\d+$/.test(config.apartment)) return null;
    if (!/^[0-9a-f]+$/i.test(config.verification) || !config.prev || !config.next) return null;
    return config;
  }

  /** One attempt: a fresh <script>; rejects on error or after `timeout` ms without an answer. */
  function injectScript(/** @type {string} */ src, timeout = attemptTimeout) {
    return new Promise((resolve, reject) => {
      const script = document.createElement("script");
      const fail = (/** @type {string} */ why) => {
        clearTimeout(timer);
        script.remove();
        reject(new Error(`${src}: ${why}`));
      };
      const timer = setTimeout(() => fail("timed out"), timeout);
      script.src = src;
      script.async = true;
      script.onload = () => {
        clearTimeout(timer);
        resolve(undefined);
      };
      script.onerror = () => fail("failed");
      document.head.append(script);
    });
  }

  /**
   * Resolves after the first attempt that loads; rejects after the last one.
   * @param {string} src
   * @param {{ delays?: number[]; attempt?: (src: string) => Promise<unknown> }} [options]
   */
  async function loadWithRetries(src, { delays = retryDelays, attempt = injectScript } = {}) {
    for (let index = 0; ; index++) {
      try {
        return await attempt(src);
      } catch (error) {
        if (index >= delays.length) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, delays[index]));
    }
  }

  /** The provider's embed markup (as on live sites), built with the DOM: the values come from the URL. */
  function widgetMarkup(/** @type {Config} */ config) {
    const widget = document.createElement("div");
    widget.id = `smoobuApartment${config.apartment}${config.lang}`;
    widget.className = "calendarWidget";
    const content = document.createElement("div");
    content.className = "calendarContent";
    content.dataset.loadCalendarUrl = `${provider}/${config.lang}/cockpit/widget/single-calendar/${config.apartment}`;
    content.dataset.verification = config.verification;
    content.setAttribute("data-baseUrl", provider);
    content.dataset.disableCss = "false";
    widget.append(content);
    return widget;
  }

  /** Sends a report to the page; the page believes it only when it comes from its own frame. */
  function report(/** @type {Report} */ message) {
    if (window.parent !== window) window.parent.postMessage({ kiezCalendar: 1, ...message }, location.origin);
  }

  function start(/** @type {HTMLElement} */ root, /** @type {URLSearchParams} */ params) {
    const config = readConfig(params);
    if (!config) return report({ state: "failed" });
    document.documentElement.lang = config.lang;
    if (config.title) document.title = config.title;
    const widget = widgetMarkup(config);
    root.append(widget);
    // The provider adds its stylesheet itself. Until it has arrived (or failed), the markup is
    // unstyled, all three of its months at once: neither that height nor "drawn" goes to the page.
    const settled = new WeakSet();
    const styled = () =>
      Array.from(document.querySelectorAll('link[rel="stylesheet"]')).every(
        (link) => link instanceof HTMLLinkElement && (link.sheet || settled.has(link)),
      );
    let drawn = false;
    const update = () => {
      if (styled())
        report({ height: Math.ceil(root.getBoundingClientRect().height), ...(drawn && { state: "drawn" }) });
    };
    for (const type of ["load", "error"])
      document.addEventListener(
        type,
        (event) => event.target instanceof HTMLLinkElement && (settled.add(event.target), update()),
        true,
      );
    new ResizeObserver(update).observe(root);
    const { enhanceCalendar } = /** @type {any} */ (globalThis).kiezCalendarEnhance;
    enhanceCalendar(widget, { prev: config.prev, next: config.next }, () => ((drawn = true), update()));
    report({ state: "loading" });
    loadWithRetries(scriptUrl).catch(() => report({ state: "failed" }));
  }

  Object.assign(/** @type {any} */ (globalThis), {
    kiezCalendarFrame: { readConfig, injectScript, loadWithRetries, widgetMarkup, start, scriptUrl, retryDelays },
  });
  const root = document.getElementById("calendar");
  if (root?.hasAttribute("data-start")) start(root, new URLSearchParams(location.search));
})();
