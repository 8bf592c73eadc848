import { languageNames, longText, type FieldOptions } from "./fields";
import { listField } from "./formats";

// The editor's labels and hints for an apartment's files: its facts and short texts, photos,
// amenities and places nearby (rules from the schema: ./fields.ts).

export const apartmentOptions: FieldOptions = {
  labels: languageNames,
  paths: {
    // The identifier search engines know the apartment by: not the operator's to change.
    id: { label: "Id", widget: "hidden" },
    order: {
      label: "Place in lists",
      hint: "1 comes first in the menus, the footer and on the home page (the booking choice lists the apartments by title).",
      min: 1,
    },
    shortName: { label: "Name in the menu", hint: 'Short: the header\'s menu shows it, e.g. "PBerg".' },
    district: { label: "Name in the footer", hint: 'The district, e.g. "Prenzlauer Berg".' },
    sizeSqm: { label: "Size in m²", min: 1 },
    bedrooms: { label: "Bedrooms" },
    bathrooms: { label: "Bathrooms" },
    hasGym: { label: "Gym in the building" },
    // The schema allows none, but the house rules name every apartment's maximum.
    guests: { label: "Maximum guests", required: true },
    address: { label: "Address" },
    "address.street": { label: "Street and number" },
    "address.postcode": { label: "Postcode" },
    "address.city": { label: "City" },
    lat: { label: "Latitude (map)" },
    lng: { label: "Longitude (map)" },
    imageUrl: {
      label: "Card photo",
      hint: "A photo's file name from Photos without .jpg, e.g. 04-kitchen. Empty: the first photo.",
      pattern: ["^[\\w-]+$", "a photo's file name without .jpg, e.g. 04-kitchen"],
    },
    title: { label: "Title" },
    location: { label: "Location line" },
    summary: { label: "Card summary", hint: "Figures as placeholders: {size}, {bedrooms}, {guests} …" },
    ...longText("summary"),
    features: { label: "Highlights", summary: "{{fields.en}}" },
    pageTitle: { label: "Page title (search engines)" },
    pageDescription: {
      label: "Page description (search engines)",
      hint: "About 150 characters; placeholders allowed.",
    },
    ...longText("pageDescription"),
    bookingTitle: { label: "Booking page title (search engines)" },
    bookingDescription: { label: "Booking page description (search engines)" },
    ...longText("bookingDescription"),
    smoobuId: { label: "Smoobu apartment id" },
    verificationHash: {
      label: "Calendar verification hash",
      hint: 'From the calendar\'s embed code: data-verification="…"',
    },
    registrationNumber: { label: "Berlin registration number" },
  },
};

export const photoOptions: FieldOptions = {
  labels: languageNames,
  paths: {
    [listField]: { label: "Photos", summary: "{{fields.file}}", hint: "In display order; drag to reorder." },
    [`${listField}.*.file`]: {
      label: "Photo",
      widget: "image",
      media_folder: "photos",
      public_folder: "",
      choose_url: false,
      pattern: ["^[\\w-]+\\.jpg$", "a .jpg photo whose name has only letters, digits, - and _ (rename it first)"],
    },
    [`${listField}.*.alt`]: { label: "What it shows (alt text)" },
    [`${listField}.*.room`]: {
      label: "Room",
      hint: "What the photo shows: the photo grid has one tile per room. outside: the building, the street or the neighbourhood; search engines get only the other photos (Google wants 8 of the apartment).",
    },
  },
};

export const amenityOptions: FieldOptions = {
  labels: languageNames,
  paths: {
    [listField]: { label: "Amenity groups", summary: "{{fields.title.de}}" },
    [`${listField}.*.icon`]: { label: "Icon" },
    [`${listField}.*.title`]: {
      label: "Group",
      hint: "German is required; a missing translation shows the German text.",
    },
    [`${listField}.*.items`]: { label: "Amenities", summary: "{{fields.de}}" },
    [`${listField}.*.items.*.google`]: {
      label: "For search engines (Google's amenity names)",
      hint: 'Switch a name on for yes; on and off again saves no (petsAllowed under "No pets"). Names left alone are not saved. Only what is true for the apartment.',
      collapsed: true,
    },
    [`${listField}.*.items.*.glance`]: {
      label: "At a glance (its icon)",
      hint: "Pick an icon for the 6 to 8 amenities that matter most: they appear with it above the groups. Leave the others empty.",
    },
  },
};

export const surroundingOptions: FieldOptions = {
  labels: languageNames,
  paths: {
    [listField]: { label: "Places nearby", summary: "{{fields.title.en}}" },
    [`${listField}.*.icon`]: {
      label: "Icon",
      widget: "select",
      options: ["landmark", "park", "restaurant", "store", "train-front"],
    },
    [`${listField}.*.title`]: { label: "Name" },
    [`${listField}.*.description`]: { label: "Description" },
    ...longText(`${listField}.*.description`),
  },
};
