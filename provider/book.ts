import { berlinToday, engineUrl, readStayQuery } from "../app/stay/stay-query";
import { warn } from "./log";
import { problemLines, problemPage, queryApartment, queryLocale } from "./problem-page";
import { allowed, answer, isReading } from "./responses";
import { stayRulesReader, type Assets } from "./site-rules";

// GET /api/book: the guest's form without the page's script (decision 046). A stay the rules accept
// goes on to the provider's booking engine with it filled in; anything else is answered here.

export interface BookEnv {
  ASSETS: Assets;
}

const engineOrigin = "https://booking.smoobu.com";
const html = { "Content-Type": "text/html; charset=utf-8" };

export function bookHandler({ now = Date.now, log = warn } = {}) {
  const rulesOf = stayRulesReader(log);
  return async function book(request: Request, env: BookEnv): Promise<Response> {
    if (!isReading(request)) return answer(request, 405, "Only GET.\n", { ...allowed, "Content-Type": "text/plain" });
    const url = new URL(request.url);
    const locale = queryLocale(url.searchParams);
    const rules = await rulesOf(env.ASSETS, url);
    if (!rules) return answer(request, 503, problemPage({ locale, apartment: null, lines: [] }), html);
    const today = berlinToday(new Date(now()));
    const reading = readStayQuery(url.searchParams, rules, today);
    if (reading?.ok) {
      const location = engineUrl(rules, reading.stay);
      // The rules allow no other engine; this holds even if they were changed to.
      if (new URL(location).origin === engineOrigin) return answer(request, 302, null, { Location: location });
      log("book: the rules' engine is not the provider's");
      return answer(request, 503, problemPage({ locale, apartment: null, lines: [] }), html);
    }
    const apartment = queryApartment(url.searchParams, rules);
    const lines = reading ? problemLines(reading.errors, rules, apartment, locale, today) : [];
    return answer(request, 400, problemPage({ locale, apartment, lines }), html);
  };
}

export const book = bookHandler();
