// The picture link previews show (Open Graph, Twitter cards): the home page hero, the square
// outside the Zionskirchplatz apartment, cut to the 1200 × 630 those previews use.
import src from "../content/apartments/pberg/photos/17-zionskirchplatz.jpg?w=1200&h=630&fit=cover&format=jpg&quality=80&imagetools";

export const shareImage = { src, width: 1200, height: 630, type: "image/jpeg" } as const;
