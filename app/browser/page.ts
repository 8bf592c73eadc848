import { startBookingSelect } from "../booking/apartment-select.client";
import { startBookingTool } from "../booking/booking-tool.client";
import { startCarousels } from "../apartment/photo-carousel.client";
import { startCookieBanner } from "../consent/cookie-banner.client";
import { startDeferredPhotos } from "../shared/deferred-photos.client";
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
 * on them is answered as soon as the page is parsed. The two parts that cost time start in tasks of their
 * own (decision 035): a module runs in the parser's last task, the one that also lays the whole page
 * out for the first time, and there the cookie banner's first read of localStorage (a synchronous
 * call to the browser process, 1–7 ms at full speed) and the deferred photos' observers made a long
 * task longer on a slow phone.
 */
startMenus();
startCarousels();
startBookingSelect();
startBookingTool();
startFragmentFocus();
startNotFound();
startIslandLoader();
startMap();
setTimeout(startCookieBanner, 0);
setTimeout(startDeferredPhotos, 0);
