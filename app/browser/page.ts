import { startBookingSelect } from "../booking/apartment-select.client";
import { startBookingTool } from "../booking/booking-tool.client";
import { startCarousels } from "../apartment/photo-carousel.client";
import { startCookieBanner } from "../consent/cookie-banner.client";
import { startDeferredPhotos } from "../shared/deferred-photos.client";
import { startFragmentFocus } from "../site/fragment.client";
import { startIslandLoader } from "./islands";
import { startMenus } from "../site/menus.client";
import { startNotFound } from "../site/not-found.client";

/**
 * The one script every page loads (a module: it runs once the document is parsed). The page
 * works without it; it adds what HTML and CSS leave to script, and loads the React islands
 * when they are needed (docs/decisions/024-static-pages-and-islands.md).
 */
startMenus();
startDeferredPhotos();
startCarousels();
startCookieBanner();
startNotFound();
startBookingSelect();
startBookingTool();
startFragmentFocus();
startIslandLoader();
