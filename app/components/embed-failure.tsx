import { Icon } from "./ui/icon";
import type { ReactNode } from "react";
import { operator } from "../content/operator";
import { format } from "../i18n/format";
import { useI18n } from "../lib/i18n-context";
import { Button } from "./ui/button";

/**
 * What a provider area shows after its last failed load: the reason and every way forward:
 * try again, the booking page (given as `children`), the operator's e-mail and phone.
 */
export function EmbedFailure({
  title,
  hint,
  onRetry,
  children,
}: {
  title: string;
  hint: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const link = "inline-flex min-h-11 items-center gap-2 font-semibold text-navy-900 underline underline-offset-4";
  return (
    <div role="alert" className="flex max-w-md flex-col items-center gap-3 text-center">
      <Icon name="circle-alert" className="size-10 text-navy-500" />
      <p className="text-lg font-semibold text-navy-950">{title}</p>
      <p className="text-navy-700">{hint}</p>
      <div className="flex flex-wrap items-center justify-center gap-3">
        <Button onClick={onRetry}>
          <Icon name="rotate-cw" />
          {t.embed.retry}
        </Button>
        {children}
      </div>
      <p className="flex flex-wrap justify-center gap-x-5">
        <a className={link} href={`mailto:${operator.email}`}>
          <Icon name="mail" className="size-4.5" />
          {format(t.embed.emailUs, { email: operator.email })}
        </a>
        <a className={link} href={`tel:${operator.phone.replace(/[^\d+]/g, "")}`}>
          <Icon name="phone" className="size-4.5" />
          {format(t.embed.callUs, { phone: operator.phone })}
        </a>
      </p>
    </div>
  );
}
