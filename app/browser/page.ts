import { startBookingSelect } from "../booking/apartment-select.client";
import { startBookingTool } from "../booking/booking-tool.client";
import { startCarousels } from "../apartment/photo-carousel.client";
import { startCookieBanner } from "../consent/cookie-banner.client";
import { startDeferredPhotos } from "./deferred-photos.client";
import { startFragmentFocus } from "../site/fragment.client";
import { startIslandLoader } from "./islands";
import { startMap } from "../apartment/map.client";
import { startMenus } from "../site/menus.client";
import { startNotFound } from "../site/not-found.client";

/**
 * The one script every page loads (a module: it runs once the document is parsed). The page
 * works without it; it adds what HTML and CSS leave to script, and loads the React islands
 * when they are needed (docs/decisions/024-static-pages-and-islands.md).
 *
 * What a tap needs starts at once: the listeners of the menus, the carousel, the booking
 * controls, the map and the islands cost well under a millisecond each, and a guest's first tap
 * on them is answered as soon as the page is parsed. So does the cookie banner, although its first
 * read of localStorage is a call to the browser process (1–7 ms at full speed): started in a task
 * of its own (decision 035) it came a frame after the first paint, and a first visit's first tap
 * on it waited for that frame (decision 041).
 */
startMenus();
startCarousels();
startBookingSelect();
startBookingTool();
startFragmentFocus();
startNotFound();
startIslandLoader();
startMap();
startCookieBanner();
// The photos that wait (below and beside the first view) once the page has loaded: the stylesheet,
// the main photo and the brand font have the line to themselves, and putting them in (an observer's
// callback, then a request each) falls after a guest's first taps instead of in the first paint's
// frame (decision 041). A module script without async always runs before the load event.
addEventListener("load", startDeferredPhotos, { once: true });
