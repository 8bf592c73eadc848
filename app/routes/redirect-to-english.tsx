import { redirect } from "react-router";
import type { Route } from "./+types/redirect-to-english";
import { localePath } from "../lib/i18n";
import { defaultLocale } from "../i18n/locales";

// The servers answer these paths with a permanent redirect; this covers the dev server.
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return redirect(localePath(defaultLocale, new URL(request.url).pathname));
}

export default function RedirectToEnglish() {
  return null;
}
