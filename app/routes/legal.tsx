import type { Route } from "./+types/legal";
import { NotFoundMessage } from "../site/not-found-message";
import { getMessages } from "../i18n/messages.server";
import { PageHeader } from "./page-header";
import { format } from "../i18n/format";
import { legalContents, legalDate, renderLegalPage } from "../legal/legal.server";
import { pageMeta } from "../seo/meta";
import { pageTexts } from "../seo/page-texts.server";
import { localeParam } from "./route-params.server";
import { shareImageOf } from "../seo/share-image.server";
import { isLegalPage } from "../pages.server";
import "../legal/legal.css";

/** A legal page, else "Page not found" in this language (served with 404); the Markdown becomes HTML at build time. */
export function loader({ params }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const { meta, notFound, legal } = getMessages(locale);
  const { page } = params;
  if (!isLegalPage(page)) return { notFound: true as const, locale, title: meta.notFoundTitle, texts: notFound };
  return {
    notFound: false as const,
    locale,
    ...pageTexts(locale, page),
    html: renderLegalPage(locale, page),
    updated: format(legal.lastUpdated, { date: legalDate(locale, page) }),
    // The privacy policy is long: a table of contents of its sections.
    contents: page === "datenschutz" ? { label: legal.contents, sections: legalContents(locale, page) } : null,
    share: shareImageOf(locale),
  };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  if (!loaderData) return [];
  if (loaderData.notFound) return pageMeta({ title: loaderData.title, noindex: true });
  return pageMeta({
    title: loaderData.title,
    description: loaderData.description,
    page: { path: location.pathname, locale: loaderData.locale, image: loaderData.share },
  });
};

export default function Legal({ loaderData }: Route.ComponentProps) {
  if (loaderData.notFound) return <NotFoundMessage title={loaderData.texts.title} texts={loaderData.texts} />;
  return (
    <>
      <PageHeader title={loaderData.title}>
        <p className="text-base text-navy-600">{loaderData.updated}</p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
        {loaderData.contents && (
          <nav
            aria-labelledby="contents-title"
            className="mb-10 max-w-3xl rounded-card border border-navy-100 bg-white p-5 sm:p-6"
          >
            <h2 id="contents-title" className="text-lg font-semibold text-navy-950">
              {loaderData.contents.label}
            </h2>
            <ol className="mt-3 space-y-1.5">
              {loaderData.contents.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="inline-block font-medium text-navy-700 underline underline-offset-4 hover:text-navy-950"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        {/* Built from the repository's own Markdown at build time, never from user input; its
            typography is legal.css's ([data-slot=legal-text]). */}
        <article data-slot="legal-text" dangerouslySetInnerHTML={{ __html: loaderData.html }} />
      </div>
    </>
  );
}
