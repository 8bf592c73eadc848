import { startBookingSelect } from "./booking-select";
import { startCarousels } from "./carousel";
import { startCookieBanner } from "./cookie-banner";
import { startFragmentFocus } from "./fragment";
import { startIslandLoader } from "./islands";
import { startMenus } from "./menus";
import { startNotFound } from "./not-found";

/**
 * The one script every page loads (a module: it runs once the document is parsed). The page
 * works without it; it adds what HTML and CSS leave to script, and loads the React islands
 * when they are needed (docs/decisions/024-static-pages-and-islands.md).
 */
startMenus();
startCarousels();
startCookieBanner();
startNotFound();
startBookingSelect();
startFragmentFocus();
startIslandLoader();
