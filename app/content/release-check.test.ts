import { describe, expect, it } from "vitest";
import type { BedType } from "./guest-info.server";
import { operator } from "./operator";
import { apartmentContent, loadContent, loadHouse } from "./load.server";
import { globSync, readFileSync } from "node:fs";
import {
  apartmentGaps,
  apartmentsMissingFromLegalTexts,
  findPlaceholders,
  releaseReminder,
  guestInfoGaps,
  isPlaceholder,
  parseToConfirm,
  placeholderPhotos,
  placesNotFound,
  priceGaps,
  sleepingPlaces,
  smallPhotos,
  streetGap,
  unconfirmedStatements,
  unusedWhatsAppTexts,
} from "./release-check";

/** Operator data as it could look before going live: nothing left to replace. */
const filled = {
  brand: "Kiez Apartments Berlin",
  legalName: "Anna Schmidt",
  street: "Kastanienallee 12",
  postcode: "10435",
  city: "Berlin",
  country: "DE",
  email: "stay@kiez-apartments.de",
  phone: "+49 30 12345678",
  whatsapp: "+49 151 23456789",
  vatId: "DE287654321",
  siteUrl: "https://www.kiez-apartments.de",
  hostName: "Hetzner Online GmbH",
  hostAddress: "Industriestr. 25, 91710 Gunzenhausen, Deutschland",
  smoobuAccountId: "1000000",
  hostLanguages: ["de", "en"],
};

it("reminds at the end of a build while placeholders remain, and not once none is left", () => {
  expect(releaseReminder(operator)).toMatch(
    /^Not ready to go live: \d+ placeholder values still in app\/content \(operator\.yaml, the apartments' ids\)\./,
  );
  expect(releaseReminder({ email: "hello@example.com", phone: "+49 30 1234567" })).toMatch(
    /: 1 placeholder value still/,
  );
  expect(releaseReminder({ email: "hello@kiez-apartments.de", phone: "+49 30 1234567" })).toBeNull();
});

it("counts an apartment's booking ids still the shipped placeholders, and names them", () => {
  const ids = {
    smoobuId: "1234567",
    verificationHash: "a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90",
    registrationNumber: "01/Z/RA/006890-24",
  };
  expect(releaseReminder(filled, [{ facts: ids }])).toBeNull();
  expect(releaseReminder(filled, [{ facts: ids }, { facts: { ...ids, smoobuId: "0000001" } }])).toMatch(
    /: 1 placeholder value still/,
  );
  const shipped = apartmentContent("mitte");
  expect(apartmentGaps(shipped).filter((gap) => gap.includes("placeholder"))).toEqual([
    `smoobuId: "${shipped.facts.smoobuId}" is a placeholder; enter the real one`,
    `verificationHash: "${shipped.facts.verificationHash}" is a placeholder; enter the real one`,
    `registrationNumber: "${shipped.facts.registrationNumber}" is a placeholder; enter the real one`,
  ]);
});

describe("findPlaceholders", () => {
  it("lists every placeholder of the shipped configuration with its field", () => {
    const fields = findPlaceholders(operator).map((placeholder) => placeholder.field);
    expect(fields).toEqual([
      "legalName",
      "street",
      "postcode",
      "email",
      "phone",
      "whatsapp",
      "vatId",
      "siteUrl",
      "hostName",
      "hostAddress",
      "smoobuAccountId",
    ]);
    expect(findPlaceholders(operator)).toContainEqual({ field: "email", value: "hello@example.com" });
  });

  it("finds nothing in a fully filled configuration", () => {
    expect(findPlaceholders(filled)).toEqual([]);
  });

  it("finds a single placeholder left in an otherwise filled configuration", () => {
    const almost = structuredClone(filled);
    almost.smoobuAccountId = "0000001";
    expect(findPlaceholders(almost)).toEqual([{ field: "smoobuAccountId", value: "0000001" }]);
  });
});

describe("isPlaceholder", () => {
  it.each(["hello@example.com", "https://example.org", "Max Mustermann", "00000", "+49 30 0000000", "DE000000000"])(
    "%s is a placeholder",
    (value) => expect(isPlaceholder(value)).toBe(true),
  );

  it.each(["+49 30 1000000", "10115", "DE100000001", "Berlin", "01/Z/RA/006890-24"])("%s is real data", (value) =>
    expect(isPlaceholder(value)).toBe(false),
  );
});

describe("placeholderPhotos and streetGap", () => {
  const drawn = Object.values(
    JSON.parse(readFileSync("app/content/placeholder-photos.json", "utf8")) as Record<string, string>,
  );

  it("lists a photo whose bytes the placeholder generator wrote, under any name, and no other", () => {
    const photos = [
      { file: "01-living-room.jpg", sha256: drawn[0]! },
      { file: "renamed.jpg", sha256: drawn[1]! },
      { file: "02-real.jpg", sha256: "ab".repeat(32) },
    ];
    expect(placeholderPhotos(photos, drawn)).toEqual(["photos/01-living-room.jpg", "photos/renamed.jpg"]);
  });

  it("knows every photo the generator draws (one per name, 64 hex digits each)", () => {
    expect(drawn.length).toBeGreaterThanOrEqual(27);
    for (const hash of drawn) expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(drawn).size).toBe(drawn.length);
  });

  it("lists a photo narrower than the widest picture the build makes", () => {
    expect(
      smallPhotos([
        { file: "01-small.jpg", width: 800, height: 450 },
        { file: "02-large.jpg", width: 1920, height: 1080 },
        { file: "03-portrait.jpg", width: 1600, height: 2400 },
      ]),
    ).toEqual([expect.stringMatching(/^photos\/01-small\.jpg: 800 × 450 px; use one at least 1600 px wide/)]);
  });

  it("lists privacy policies that describe WhatsApp when the operator offers none", () => {
    const texts = { "de/datenschutz.md": "Kontakt per WhatsApp", "en/datenschutz.md": "Contact by e-mail" };
    expect(unusedWhatsAppTexts("", texts)).toEqual([expect.stringMatching(/^de\/datenschutz\.md: describes WhatsApp/)]);
    expect(unusedWhatsAppTexts("+49 151 23456789", texts)).toEqual([]);
  });

  it("lists a street without a house number", () => {
    expect(streetGap("Zionskirchplatz")).toEqual([
      expect.stringMatching(/^address\.street: "Zionskirchplatz" has no house number/),
    ]);
    expect(streetGap("Zionskirchplatz 12")).toEqual([]);
    expect(streetGap("Bernauer Straße 5a")).toEqual([]);
  });
});

describe("apartmentGaps", () => {
  const photos = (inside: number, outside = 0) => [
    ...Array.from({ length: inside }, (_, i) => ({ file: `in-${i}`, room: "bedroom" as const })),
    ...Array.from({ length: outside }, (_, i) => ({ file: `out-${i}`, room: "outside" as const })),
  ];
  /** One group of amenities, `marked` of them for the glance row. */
  const amenities = (marked: number, other = 3) => [
    {
      items: [
        ...Array.from({ length: marked }, () => ({ glance: "wifi" })),
        ...Array.from({ length: other }, () => ({})),
      ],
    },
  ];

  it("lists a position of four decimal places and too few photos of the apartment", () => {
    expect(
      apartmentGaps({ facts: { lat: 52.5357, lng: 13.40431 }, photos: photos(7, 2), amenities: amenities(6) }),
    ).toEqual([
      expect.stringMatching(/^lat: 52\.5357 has 4 decimal places/),
      expect.stringMatching(/^photos: 7 photos of the apartment itself/),
    ]);
  });

  it("finds nothing in a precise position with eight photos of the apartment", () => {
    expect(
      apartmentGaps({ facts: { lat: 52.53571, lng: 13.404312 }, photos: photos(8, 3), amenities: amenities(8) }),
    ).toEqual([]);
  });

  it("lists fewer than six or more than eight amenities marked for the glance row", () => {
    const precise = { facts: { lat: 52.53571, lng: 13.404312 }, photos: photos(8) };
    expect(apartmentGaps({ ...precise, amenities: amenities(5) })).toEqual([
      expect.stringMatching(/^amenities: 5 marked "at a glance"; mark 6 to 8/),
    ]);
    expect(apartmentGaps({ ...precise, amenities: amenities(9) })).toEqual([expect.stringMatching(/^amenities: 9 /)]);
  });

  it("finds six to eight marked in the shipped amenities", () => {
    for (const apartment of Object.values(loadContent().apartments)) {
      expect(apartmentGaps(apartment).filter((gap) => gap.startsWith("amenities:"))).toEqual([]);
    }
  });

  it("lists the shipped positions (the original listing's approximations)", () => {
    const { apartments } = loadContent();
    for (const apartment of Object.values(apartments)) {
      expect(apartmentGaps(apartment).filter((gap) => /^(lat|lng):/.test(gap))).toHaveLength(2);
    }
  });
});

describe("apartmentsMissingFromLegalTexts", () => {
  it("names each legal text that leaves an apartment out, and none that names them all", () => {
    const both = "- {{pberg.title}}: {{pberg.registrationNumber}}\n- {{mitte.title}}: {{mitte.registrationNumber}}\n";
    expect(apartmentsMissingFromLegalTexts(["pberg", "mitte"], { "de/agb.md": both })).toEqual([]);
    expect(
      apartmentsMissingFromLegalTexts(["pberg", "mitte", "wedding"], { "de/agb.md": both, "fr/agb.md": both }),
    ).toEqual([
      "de/agb.md: does not name the apartment wedding; add its {{wedding.title}}, {{wedding.address}} and {{wedding.registrationNumber}} beside the others",
      "fr/agb.md: does not name the apartment wedding; add its {{wedding.title}}, {{wedding.address}} and {{wedding.registrationNumber}} beside the others",
    ]);
  });
});

describe("guestInfoGaps", () => {
  const shipped = () => structuredClone(apartmentContent("pberg").guestInfo);
  const bed = (type: BedType, count = 1) => ({ type, widthCm: 160, count });

  it("lists every fact of the shipped files, none confirmed yet", () => {
    const gaps = guestInfoGaps(shipped(), 6);
    expect(gaps.map((gap) => gap.split(":")[0])).toEqual([
      "sleeping",
      "floor",
      "lift",
      "cooling",
      "parking",
      "luggage",
      "fromBer",
      "fromHauptbahnhof",
    ]);
    expect(gaps[0]).toMatch(/^sleeping: not known yet/);
    expect(gaps[3]).toBe('cooling: "fan" is not confirmed; check it and set confirmed: true');
  });

  it("lists nothing once every fact is confirmed and the beds sleep the apartment's guests", () => {
    const info = shipped();
    for (const entry of Object.values(info)) entry.confirmed = true;
    Object.assign(info.floor, { value: 3 });
    Object.assign(info.lift, { value: "yes" });
    Object.assign(info.parking, { value: "street" });
    Object.assign(info.luggage, { value: "onRequest" });
    info.sleeping.value = [
      { room: "bedroom", beds: [bed("double")] },
      { room: "bedroom", beds: [bed("single", 2), bed("cot")] },
      { room: "living", beds: [bed("sofaBed")] },
    ];
    expect(guestInfoGaps(info, 6)).toEqual([]);
    expect(guestInfoGaps(info, 5)).toEqual([
      "sleeping: the beds sleep 6, apartment.yaml says guests: 5; make the two agree",
    ]);
  });

  it("counts sleeping places only when every room's beds are known (a cot counts none)", () => {
    expect(sleepingPlaces([{ room: "bedroom", beds: [bed("double"), bed("cot")] }])).toBe(2);
    expect(sleepingPlaces([{ room: "bedroom", beds: [bed("bunk", 2)] }])).toBe(4);
    expect(
      sleepingPlaces([
        { room: "bedroom", beds: [bed("double")] },
        { room: "living", beds: null },
      ]),
    ).toBeNull();
  });
});

describe("statements to confirm (app/content/to-confirm.yaml)", () => {
  const shipped = () => parseToConfirm(readFileSync("app/content/to-confirm.yaml", "utf8"));
  const entry = (what: string, confirmed = false) =>
    `- topic: Privacy policy\n  what: ${what}\n  why: The policy states it.\n  where: [app/content/legal/*/datenschutz.md (section 2)]\n  confirmed: ${confirmed}\n`;

  it("ships the statements only the operator can confirm, none confirmed yet, each naming where it is used", () => {
    const entries = shipped();
    expect(entries.length).toBeGreaterThanOrEqual(20);
    expect(entries.filter((statement) => statement.confirmed)).toEqual([]);
    expect(new Set(entries.map((statement) => statement.topic))).toEqual(
      new Set([
        "Privacy policy",
        "Terms (AGB)",
        "Impressum and permits",
        "What the pages claim",
        "Transport",
        "Address",
      ]),
    );
    expect(placesNotFound(entries, (pattern) => globSync(pattern).length)).toEqual([]);
  });

  it("lists every statement not yet confirmed with why and where, and nothing once all are", () => {
    const entries = parseToConfirm(entry("Logs are deleted after 14 days.") + entry("The host is in the EU.", true));
    expect(unconfirmedStatements(entries)).toEqual([
      "Privacy policy",
      "- Logs are deleted after 14 days.",
      "  Why: The policy states it.",
      "  Where: app/content/legal/*/datenschutz.md (section 2)",
    ]);
    expect(unconfirmedStatements(parseToConfirm(entry("The host is in the EU.", true)))).toEqual([]);
    const twoTopics = parseToConfirm(entry("a") + entry("b").replace("Privacy policy", "Terms (AGB)"));
    expect(unconfirmedStatements(twoTopics).filter((line) => !line.startsWith(" "))).toEqual([
      "Privacy policy",
      "- a",
      "",
      "Terms (AGB)",
      "- b",
    ]);
  });

  it("refuses an entry without its reason, without a place, or with a field it does not know, naming file and field", () => {
    expect(() =>
      parseToConfirm("- topic: Terms\n  what: Check-in time\n  where: []\n  confirmed: no\n  who: me\n"),
    ).toThrow(
      [
        "app/content/to-confirm.yaml: #1.why: missing",
        "app/content/to-confirm.yaml: #1.where: name at least one file under app/content/",
        "app/content/to-confirm.yaml: #1.confirmed: expected true or false",
        "app/content/to-confirm.yaml: #1.who: unknown field",
      ].join("\n"),
    );
    expect(() => parseToConfirm(entry("x").replace("app/content/legal", "../secrets"))).toThrow(
      /^app\/content\/to-confirm\.yaml: #1\.where\.#1: expected a file under app\/content\//,
    );
    expect(() => parseToConfirm("topic: x\n")).toThrow(
      /^app\/content\/to-confirm\.yaml: the file: expected a list of statements/,
    );
  });

  it("names a place that matches no file", () => {
    const entries = parseToConfirm(entry("x").replace("legal/*/datenschutz.md", "legal/*/privacy.md"));
    expect(placesNotFound(entries, (pattern) => globSync(pattern).length)).toEqual([
      "app/content/to-confirm.yaml: #1.where.#1: no file matches app/content/legal/*/privacy.md",
    ]);
  });
});

describe("priceGaps", () => {
  it("lists the shipped price as unconfirmed, and nothing once the operator has confirmed it", () => {
    expect(priceGaps(loadHouse().quotedPrice)).toEqual([expect.stringMatching(/^quotedPrice\.confirmed: false;/)]);
    expect(priceGaps({ confirmed: true })).toEqual([]);
  });
});
