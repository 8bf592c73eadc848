/**
 * `npm run icons`: writes app/shared/icons.svg, the site's icon sprite, from lucide-react.
 * Run it after adding a name to `iconNames` (app/shared/icon.tsx) and its lucide icon to
 * scripts/dev/icon-sprite.tsx; the unit tests fail until the file matches.
 */
import { writeFileSync } from "node:fs";
import { iconSprite, spriteFile } from "./icon-sprite";

writeFileSync(spriteFile, iconSprite());
console.log(`${spriteFile} written.`);
