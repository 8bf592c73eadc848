import { apartmentFolders } from "../app/content/load.server";

/** The token names repeat app/legal/legal.server.ts's, which loads only under Vite (compared in a test). */
export const legalTokenNames = [
  "brand",
  "legalName",
  "street",
  "postcode",
  "city",
  "country",
  "vatId",
  "hostName",
  "hostAddress",
  "email",
  "phone",
  "siteUrl",
  "checkIn",
  "checkOut",
  "longStayDays",
  "freeCancellationDays",
  "paymentDueDays",
  "cityTax",
  ...apartmentFolders().flatMap((slug) =>
    ["title", "address", "maxGuests", "registrationNumber"].map((name) => `${slug}.${name}`),
  ),
];

const escape = (name: string) => name.replace(/[.]/g, "\\.");
const tokens = `^(?:[^{}]|\\{(?!\\{)|\\}(?!\\})|\\{\\{\\s*(?:${legalTokenNames.map(escape).join("|")})\\s*\\}\\})*$`;
const noTitle = "^(?![\\s\\S]*(?:^|\\n) {0,3}#(?:[ \\t]|\\n|$))";

export const legalPattern: [string, string] = [
  `${noTitle}(?=[\\s\\S]*\\S)${tokens.slice(1)}`,
  `must not be empty; sections start with "## ", never "# "; tokens: ${legalTokenNames.map((name) => `{{${name}}}`).join(" ")}`,
];
