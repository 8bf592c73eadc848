/**
 * Operator data: the one place for the business's name, legal and contact data,
 * the site URL, the web host and the booking provider's ids. The legal pages,
 * the footer and the booking widgets read it from here.
 *
 * The shipped values are placeholders: `npm run check:release` lists those still
 * in place. Every value is checked when the site is built (see
 * ./operator-schema.server.ts); a wrong one stops the build and names the field.
 */
export const operator = {
  /** The name guests see in the header, footer and page titles. */
  brand: "Kiez Apartments Berlin",
  /** The operator's full legal name (a person or a company with its legal form). */
  legalName: "Max Mustermann",
  street: "Musterstraße 1",
  /** Five digits. */
  postcode: "00000",
  city: "Berlin",
  country: "Deutschland",
  email: "hello@example.com",
  /** International format, digits and spaces: "+49 30 1234567". */
  phone: "+49 30 0000000",
  /** "DE" and nine digits; "" if there is none (then remove the VAT section from the impressum.md files). */
  vatId: "DE000000000",
  /** The address of the live site: https, no slash at the end. */
  siteUrl: "https://www.example.com",
  /** The web host, named in the privacy policy. */
  hostName: "Example Hosting GmbH",
  hostAddress: "Musterweg 1, 00000 Musterstadt, Deutschland",
  /** Smoobu account (booking tool) id: digits. */
  smoobuAccountId: "0000000",
  /** Per apartment: Smoobu apartment id (digits), calendar verification hash (64 characters 0-9, a-f), Berlin registration number (§ 5a ZwVbG). */
  apartments: {
    pberg: {
      smoobuId: "0000000",
      verificationHash: "0000000000000000000000000000000000000000000000000000000000000000",
      registrationNumber: "01/Z/XX/000000-00",
    },
    mitte: {
      smoobuId: "0000001",
      verificationHash: "0000000000000000000000000000000000000000000000000000000000000001",
      registrationNumber: "01/Z/XX/000001-00",
    },
  },
};
