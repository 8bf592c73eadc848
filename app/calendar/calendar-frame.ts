import type { Locale } from "../locales";
import { calendarConfig, type SmoobuIds } from "../shared/smoobu";

/** The site's own frame document, with its own Content-Security-Policy (decision 010). */
export const calendarFramePath = "/embed/calendar";

/** The frame's sandbox: scripts only, in an opaque origin (no access to the page, storage or cookies). */
export const calendarFrameSandbox = "allow-scripts";

export function calendarFrameUrl(
  locale: Locale,
  ids: SmoobuIds,
  labels: { prev: string; next: string; title: string },
): string {
  const { apartment, verification } = calendarConfig(locale, ids);
  const query = new URLSearchParams({ lang: locale, apartment, verification, ...labels });
  return `${calendarFramePath}?${query}`;
}

export interface CalendarReport {
  state?: "loading" | "drawn" | "failed";
  height?: number;
}

export function readCalendarReport(data: unknown): CalendarReport | null {
  if (!data || typeof data !== "object" || (data as { kiezCalendar?: unknown }).kiezCalendar !== 1) return null;
  const { state, height } = data as { state?: unknown; height?: unknown };
  const report: CalendarReport = {};
  if (state === "loading" || state === "drawn" || state === "failed") report.state = state;
  if (typeof height === "number" && Number.isFinite(height) && height > 0 && height < 10_000) report.height = height;
  return report;
}
