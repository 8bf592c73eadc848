import type { OperatorConfig } from "../content/schema.server";

export type ContactKind = "email" | "phone" | "whatsapp";

/** One way to reach the host: the link and the value it shows. */
export interface ContactLink {
  kind: ContactKind;
  href: string;
  value: string;
}

type ContactData = Pick<OperatorConfig, "email" | "phone"> & { whatsapp?: string };

/**
 * The host's e-mail, phone and (when configured) WhatsApp as real links: `mailto:`, `tel:` with
 * the number's digits and plus only, and `https://wa.me/` with the international number's digits.
 */
export function hostContacts({ email, phone, whatsapp }: ContactData): ContactLink[] {
  const links: ContactLink[] = [
    { kind: "email", href: `mailto:${email}`, value: email },
    { kind: "phone", href: `tel:${phone.replace(/[^\d+]/g, "")}`, value: phone },
  ];
  const digits = whatsapp?.replace(/\D/g, "");
  if (digits) links.push({ kind: "whatsapp", href: `https://wa.me/${digits}`, value: `+${digits}` });
  return links;
}
