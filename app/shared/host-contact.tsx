import { siteOperator as operator } from "../content/operator";
import { format } from "../i18n/format";
import { useI18n } from "../i18n/i18n-context";
import { clsx } from "clsx";
import { Icon } from "./icon";
import type { IconName } from "./icon-names";
import type { OperatorConfig } from "../content/schema.server";

export type ContactKind = "email" | "phone" | "whatsapp";

export interface ContactLink {
  kind: ContactKind;
  href: string;
  value: string;
}

type ContactData = Pick<OperatorConfig, "email" | "phone"> & { whatsapp?: string };

export function hostContacts({ email, phone, whatsapp }: ContactData): ContactLink[] {
  const links: ContactLink[] = [
    { kind: "email", href: `mailto:${email}`, value: email },
    { kind: "phone", href: `tel:${phone.replace(/[^\d+]/g, "")}`, value: phone },
  ];
  const digits = whatsapp?.replace(/\D/g, "");
  if (digits) links.push({ kind: "whatsapp", href: `https://wa.me/${digits}`, value: `+${digits}` });
  return links;
}

const icons = { email: "mail", phone: "phone", whatsapp: "message-circle" } satisfies Record<ContactKind, IconName>;

/** One component wherever a guest may want to ask before booking. */
export function HostContact({ className }: { className?: string }) {
  const { t } = useI18n();
  const label = (link: ContactLink) => {
    if (link.kind === "email") return format(t.embed.emailUs, { email: link.value });
    if (link.kind === "phone") return format(t.embed.callUs, { phone: link.value });
    return t.contact.whatsappUs;
  };
  return (
    <ul data-slot="host-contact" className={clsx("flex flex-wrap gap-x-5 gap-y-1", className)}>
      {hostContacts(operator).map((link) => (
        <li key={link.kind}>
          <a
            href={link.href}
            className="inline-flex min-h-11 items-center gap-2 font-semibold [overflow-wrap:anywhere] text-navy-900 underline underline-offset-4 hover:text-navy-700"
            // WhatsApp opens in a new tab, and says so; the name starts with the visible label.
            {...(link.kind === "whatsapp"
              ? { target: "_blank", rel: "noopener", "aria-label": `${label(link)} ${t.home.opensInNewTab}` }
              : {})}
          >
            <Icon name={icons[link.kind]} className="size-4.5" />
            {label(link)}
          </a>
        </li>
      ))}
    </ul>
  );
}
