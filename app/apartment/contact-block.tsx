import { useI18n } from "../i18n/i18n-context";
import { clsx } from "clsx";
import { HostContact } from "../shared/host-contact";

export function ContactBlock({ className }: { className?: string }) {
  const { t } = useI18n();
  return (
    <section
      data-slot="contact-block"
      aria-labelledby="contact-title"
      className={clsx("rounded-card bg-sand-50 px-6 py-5 sm:px-8 sm:py-6", className)}
    >
      <h2 id="contact-title" className="text-lg font-semibold text-navy-950">
        {t.contact.title}
      </h2>
      <HostContact className="mt-2" />
    </section>
  );
}
