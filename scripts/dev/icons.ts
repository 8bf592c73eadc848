// npm run icons: writes the icon sprite after a name is added to iconNames and icon-sprite.tsx.
import { writeFileSync } from "node:fs";
import { iconSprite, spriteFile } from "./icon-sprite";

writeFileSync(spriteFile, iconSprite());
console.log(`${spriteFile} written.`);
