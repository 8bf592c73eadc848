import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";

export default defineConfig({
  plugins: [
    tailwindcss(),
    // Photos are resized to AVIF and WebP at build time (cached in node_modules/.cache/imagetools).
    imagetools({ cache: { enabled: true, dir: "node_modules/.cache/imagetools" } }),
    reactRouter(),
  ],
});
