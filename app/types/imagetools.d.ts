/** An image resized by vite-imagetools at build time (queries ending in `&imagetools`): its URL. */
declare module "*&imagetools" {
  const src: string;
  export default src;
}
