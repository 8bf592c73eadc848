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
 *
 * Each part starts in a task of its own (decision 035). A module runs in the parser's last
 * task, the one that also lays the whole page out for the first time: run there, the parts
 * lengthened that task by their own time (the cookie banner's first read of localStorage alone
 * 1–7 ms at full speed), a long task on a slow phone.
 */
for (const start of [
  startMenus,
  startCarousels,
  startBookingSelect,
  startBookingTool,
  startFragmentFocus,
  startNotFound,
  startCookieBanner,
  startDeferredPhotos,
  startIslandLoader,
])
  setTimeout(start, 0);
