import { describe, expect, it } from "vitest";
import { typeset, typesetDocument } from "./typeset.server";

/** No-break spaces made visible: ·. */
const shown = (text: string) => text.replaceAll("\u00a0", "·");

describe("typeset", () => {
  it("keeps a number with the word it counts", () => {
    expect(shown(typeset("bis zu 6 Gäste, 5 Tage vor 15:00 Uhr in 10119 Berlin", "de"))).toBe(
      "bis zu 6·Gäste, 5·Tage vor 15:00·Uhr in 10119·Berlin",
    );
  });

  it("leaves numbers alone that count nothing or belong to a word", () => {
    for (const text of ["7. Kontaktaufnahme", "S1, S2, S25 oder S26 bis", "+49 30 0000000", "312g des BGB", "in 2 ."])
      expect(typeset(text, "de"), text).toBe(text);
  });

  it("keeps a legal reference's sign or abbreviation with its number", () => {
    expect(shown(typeset("gemäß § 27a UStG, Art. 6 Abs. 1 DSGVO, §§ 312 ff.", "de"))).toBe(
      "gemäß §·27a UStG, Art.·6·Abs.·1·DSGVO, §§·312·ff.",
    );
    expect(shown(typeset("§ 25, comma 2, n. 2, TDDDG; art. 45 del RGPD", "it"))).toBe(
      "§·25, comma·2, n.·2, TDDDG; art.·45·del RGPD",
    );
  });

  it("keeps a word whole whose first part before a hyphen has one or two letters", () => {
    const whole = (word: string) => `<span class="whitespace-nowrap">${word}</span>`;
    // The text in a span of its own: in a flex container it stays one item, not three.
    expect(typeset("per E-Mail, mit der S-Bahn (U-Bahn-Station)", "de")).toBe(
      `<span>per ${whole("E-Mail")}, mit der ${whole("S-Bahn")} (${whole("U-Bahn")}-Station)</span>`,
    );
    expect(typeset("et y a-t-il le Wi-Fi, ci-dessus, l’e-mail", "fr")).toBe(
      `<span>et y ${whole("a-t-il")} le ${whole("Wi-Fi")}, ${whole("ci-dessus")}, l’${whole("e-mail")}</span>`,
    );
  });

  it("leaves longer compounds and what is not a word alone", () => {
    for (const text of ["Check-in und Check-out", "berlin.de/ba-pankow", "Wohnung-Nr", "a - b", "A-1"])
      expect(typeset(text, "de"), text).toBe(text);
  });

  it("in French only, keeps the space before ? ! : ; » and after «", () => {
    expect(shown(typeset("« Bienvenue » : un ascenseur ? Oui !", "fr"))).toBe("«·Bienvenue·»·: un ascenseur·? Oui·!");
    expect(typeset("Lift ? Yes !", "en")).toBe("Lift ? Yes !");
  });
});

describe("typesetDocument", () => {
  const page = (body: string, head = "<title>5 Tage</title>") =>
    `<!DOCTYPE html><html lang="de"><head>${head}</head><body>${body}</body></html>`;

  it("sets the body's text in the document's language and changes nothing else", () => {
    const body = `<p class="x-1">per <a href="mailto:e-mail@x.de" title="5 Tage">E-Mail</a> 5 Tage &amp; mehr</p>`;
    expect(shown(typesetDocument(page(body)))).toBe(
      shown(
        page(
          `<p class="x-1">per <a href="mailto:e-mail@x.de" title="5 Tage"><span><span class="whitespace-nowrap">E-Mail</span></span></a> 5\u00a0Tage &amp; mehr</p>`,
        ),
      ),
    );
  });

  it("leaves the head, scripts, styles, code, options and the islands' parts as React wrote them", () => {
    const untouched =
      `<script type="application/ld+json">{"a":"5 Tage"}</script><style>.a::after{content:"5 Tage"}</style>` +
      `<code>5 Tage</code><div data-island="calendar" data-props="{}"><p>5 Tage</p></div>` +
      `<noscript><img src="/assets/02-sofa-Dc-wJznM.avif" alt="5 Tage"></noscript>` +
      `<select><option>5 Tage per E-Mail</option></select>`;
    expect(shown(typesetDocument(page(`${untouched}<p>5 Tage</p>`)))).toBe(
      shown(page(`${untouched}<p>5\u00a0Tage</p>`)),
    );
  });

  it("uses the French rules on a French document only", () => {
    const french = typesetDocument(page("<p>Un ascenseur ?</p>").replace('lang="de"', 'lang="fr"'));
    expect(french).toContain("ascenseur\u00a0?");
    expect(typesetDocument(page("<p>Un ascenseur ?</p>"))).toContain("ascenseur ?");
  });
});
