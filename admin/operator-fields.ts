import { languageNames, type FieldOptions } from "./fields";

// The editor's labels and hints for the operator's details and the house rules' times.

export const operatorOptions: FieldOptions = {
  labels: languageNames,
  paths: {
    brand: { label: "Brand (header, footer, browser tab)" },
    legalName: { label: "Legal name (Impressum)" },
    street: { label: "Street and number" },
    postcode: { label: "Postcode" },
    city: { label: "City" },
    country: { label: "Country", hint: "Its code, e.g. DE: each language names it (Germany, Allemagne …)" },
    email: { label: "E-mail" },
    phone: { label: "Phone", hint: "International format, e.g. +49 30 1234567" },
    whatsapp: {
      label: "WhatsApp number",
      hint: "International format, e.g. +49 151 12345678; empty for no WhatsApp link",
    },
    vatId: {
      label: "VAT id",
      hint: "DE and nine digits; empty if you have none (the Impressum then leaves out its VAT section)",
    },
    siteUrl: {
      label: "Site address",
      hint: "https://…, no slash at the end",
      pattern: [
        "^https://(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\\.)+[a-zA-Z]{2,63}(?::\\d{1,5})?(?:/\\S*[^\\s/])?$",
        "expected an https URL like https://www.your-domain.de, no slash at the end",
      ],
    },
    hostName: { label: "Web host (privacy policy)" },
    hostAddress: { label: "Web host's address" },
    smoobuAccountId: {
      label: "Smoobu account id",
      hint: "From the booking tool's embed code: booking-tool/iframe/{account id}",
    },
    bookingEngineUrl: {
      label: "Booking engine address",
      hint: "Empty for the usual one (https://booking.smoobu.com/9A and the account id); name it only if Smoobu gave your account another",
    },
    hostLanguages: {
      label: "Languages you answer guests in",
      hint: "Language codes, one per line: de, en, fr, es, it … (search engines show them).",
    },
    "hostLanguages.*": { label: "Language code" },
  },
};

export const houseOptions: FieldOptions = {
  labels: languageNames,
  paths: {
    checkIn: { label: "Check-in from", hint: "24-hour clock, e.g. 15:00" },
    checkOut: { label: "Check-out by", hint: "24-hour clock, e.g. 11:00" },
    longStayDays: { label: "Long stays from (nights)" },
    freeCancellationDays: {
      label: "Free cancellation until (days before arrival)",
      hint: "The booking pages and the AGB (section 5) follow",
    },
    paymentDueDays: {
      label: "Payment due (days before arrival)",
      hint: "The booking pages and the AGB (section 3) follow",
    },
    cityTaxPercent: {
      label: "City tax (% of the net price)",
      min: 0.1,
      hint: "Berlin's Übernachtungsteuer, 7.5 since 2025. The apartment pages' questions and the AGB (section 4) follow",
    },
    longestStayNights: { label: "Longest stay guests can ask for (nights)", hint: "28 to 548" },
    quotedPrice: {
      label: "What Smoobu's price includes",
      hint: "Until confirmed, the pages show no amount (docs/operating.md, Prices)",
    },
    "quotedPrice.confirmed": { label: "Confirmed against a real checkout" },
    "quotedPrice.cleaningFee": { label: "Cleaning fee to add (euros)", hint: "0 when Smoobu's price includes it" },
    "quotedPrice.includesCityTax": { label: "Smoobu's price includes the city tax" },
  },
};
