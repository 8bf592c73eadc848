/**
 * Operator data: the one place for the business's name, legal and contact data,
 * the site URL and the booking provider's ids. The shipped values are placeholders;
 * `npm run check:release` lists those still in place.
 */
export const operator = {
  brand: "Kiez Apartments Berlin",
  legalName: "Max Mustermann",
  street: "Musterstraße 1",
  postcode: "00000",
  city: "Berlin",
  country: "Deutschland",
  email: "hello@example.com",
  phone: "+49 30 0000000",
  vatId: "DE000000000",
  siteUrl: "https://www.example.com",
};
