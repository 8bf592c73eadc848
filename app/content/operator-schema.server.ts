import { z } from "zod";

/**
 * The rules for ./operator.ts, checked at build time (a `.server` module: zod never
 * reaches the browser). A wrong value stops the build with the file and field named.
 */
export const operatorFile = "app/content/operator.ts";

/** A format's message, leaving a missing value to the "missing" message below. */
const expected = (message: string) => (issue: { input?: unknown }) => (issue.input === undefined ? undefined : message);

const text = z.string().trim().min(1, "must not be empty");
const digits = z.string().regex(/^\d+$/, "expected digits");

const apartment = z.strictObject({
  smoobuId: digits,
  // Smoobu's calendar verification hash: 64 hexadecimal characters (research/smoobu-widget.md).
  verificationHash: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, "expected Smoobu's verification hash: 64 characters, digits 0-9 and letters a-f"),
  registrationNumber: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9/ -]{3,40}$/, "expected a registration number like 01/Z/AB/012345-24"),
});

export const operatorSchema = z.strictObject({
  brand: text,
  legalName: text,
  street: text,
  postcode: z.string().regex(/^\d{5}$/, "expected a five-digit postcode"),
  city: text,
  country: text,
  email: z.email({ error: expected("expected an e-mail address like hello@your-domain.de") }),
  phone: z.string().regex(/^\+[1-9][\d -]{5,24}\d$/, "expected an international phone number like +49 30 1234567"),
  vatId: z.string().regex(/^(DE\d{9})?$/, 'expected a German VAT id like DE123456789, or "" if there is none'),
  siteUrl: z
    .url({
      protocol: /^https$/,
      hostname: z.regexes.domain,
      error: expected("expected an https URL like https://www.your-domain.de"),
    })
    .refine((url) => !url.endsWith("/"), "must not end with a slash"),
  hostName: text,
  hostAddress: text,
  smoobuAccountId: digits,
  apartments: z.strictObject({ pberg: apartment, mitte: apartment }),
});

export type OperatorConfig = z.infer<typeof operatorSchema>;

/** Plain words instead of zod's "Invalid input: expected string, received undefined". */
const plain: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== "invalid_type") return undefined;
  if (issue.input === undefined) return "missing";
  return issue.expected === "string" ? "expected text in quotes" : `expected ${issue.expected}`;
};

function describe(issue: z.core.$ZodIssue): string[] {
  const path = issue.path.map(String).join(".");
  if (issue.code === "unrecognized_keys") {
    return issue.keys.map((key) => `${path ? `${path}.` : ""}${key}: unknown field`);
  }
  return [`${path || "(the whole object)"}: ${issue.message}`];
}

/** The validated operator data; throws one line per problem, e.g. "app/content/operator.ts: email: expected …". */
export function parseOperator(input: unknown): OperatorConfig {
  const result = operatorSchema.safeParse(input, { error: plain });
  if (result.success) return result.data;
  const lines = result.error.issues.flatMap(describe).map((line) => `${operatorFile}: ${line}`);
  throw new Error(lines.join("\n"));
}
