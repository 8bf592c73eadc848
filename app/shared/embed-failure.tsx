import { Icon } from "./icon";
import type { ReactNode } from "react";
import { useI18n } from "../i18n/i18n-context";
import { HostContact } from "./host-contact";
import { Button } from "./button";

/** Without `onRetry` (the booking page's, a template in its HTML) the page's script answers the button. */
export function EmbedFailure({
  title,
  hint,
  onRetry,
  children,
}: {
  title: string;
  hint: string;
  onRetry?: () => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div role="alert" className="flex max-w-md flex-col items-center gap-3 text-center">
      <Icon name="circle-alert" className="size-10 text-navy-500" />
      <p className="text-lg font-semibold text-navy-950">{title}</p>
      <p className="text-navy-700">{hint}</p>
      {/* A long label wraps inside its button. */}
      <div className="flex max-w-full flex-wrap items-center justify-center gap-3 *:max-w-full *:py-2 *:text-center *:whitespace-normal">
        <Button type="button" onClick={onRetry}>
          <Icon name="rotate-cw" />
          {t.embed.retry}
        </Button>
        {children}
      </div>
      <HostContact className="justify-center" />
    </div>
  );
}
