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
import { startStayForm } from "../stay/stay-form-starter.client";

/**
 * The one script every page loads; the page works without it (docs/decisions/024-static-pages-and-islands.md).
 * What a tap needs starts at once, the cookie banner included (docs/decisions/041-the-first-taps-before-the-photos.md).
 */
startMenus();
startCarousels();
startBookingSelect();
startBookingTool();
startStayForm();
startFragmentFocus();
startNotFound();
startIslandLoader();
startMap();
startCookieBanner();
// The deferred photos wait for the load event, so they come after a guest's first taps
// (decision 041); a module script without async always runs before it.
addEventListener("load", startDeferredPhotos, { once: true });
