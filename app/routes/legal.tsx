import type { Route } from "./+types/legal";
import { PageHeader } from "../components/page-header";
import { getMessages } from "../i18n/messages.server";
import { localeFromPath } from "../lib/i18n";
import { renderLegalPage } from "../lib/legal.server";
import { localeDataFromMatches, pageMeta } from "../lib/meta";
import { legalPages, type LegalPage } from "../lib/site";

function pageOf(pathname: string): LegalPage {
  const last = pathname
    .replace(/\.data$/, "")
    .split("/")
    .filter(Boolean)
    .at(-1);
  const page = legalPages.find((candidate) => candidate === last);
  if (!page) throw new Error(`legal: no legal page at ${pathname}`);
  return page;
}

/**
 * Runs only at build time (prerendered, no server): the page's Markdown becomes HTML
 * here, so the legal text is in the document and never in a JavaScript bundle.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  const page = pageOf(pathname);
  return { title: getMessages(locale).meta[`${page}Title`], html: renderLegalPage(locale, page) };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { locale, messages } = localeDataFromMatches(matches);
  const page = pageOf(location.pathname);
  return pageMeta({
    title: messages.meta[`${page}Title`],
    description: messages.meta[`${page}Description`],
    page: { path: location.pathname, locale },
  });
};

/** Typography for the rendered Markdown: theme tokens only, no typography plugin. */
const article = [
  "max-w-3xl text-base leading-relaxed wrap-break-word text-navy-900",
  "[&>:first-child]:mt-0",
  "[&_h2]:mt-10 [&_h2]:mb-4 sm:[&_h2]:mt-14 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-balance",
  "[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold",
  "[&_p]:my-4 [&_em]:text-navy-700 [&_strong]:font-semibold",
  // The translations' opening note (German prevails): a quiet callout.
  "[&>p:first-child:has(>em:only-child)]:rounded-card [&>p:first-child:has(>em:only-child)]:bg-sand-100 [&>p:first-child:has(>em:only-child)]:p-4 sm:[&>p:first-child:has(>em:only-child)]:px-6",
  "[&_ul]:my-4 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_li]:pl-1 [&_li]:marker:text-navy-400",
  "[&_a]:font-medium [&_a]:text-navy-700 [&_a]:underline [&_a]:underline-offset-4 [&_a]:hover:text-navy-950",
  "[&_code]:rounded [&_code]:bg-sand-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-sm",
].join(" ");

export default function Legal({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={loaderData.title} />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
        {/* Built from the repository's own Markdown at build time, never from user input. */}
        <article className={article} dangerouslySetInnerHTML={{ __html: loaderData.html }} />
      </div>
    </>
  );
}
