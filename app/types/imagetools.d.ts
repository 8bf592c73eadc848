declare module "*&imagetools" {
  const src: string;
  export default src;
}
