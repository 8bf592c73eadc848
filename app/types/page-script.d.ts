/** The built URL of app/browser/page.ts and of the chunks it imports (scripts/site/page-script.mjs). */
declare module "virtual:page-script" {
  const url: string;
  export default url;
  export const imports: string[];
}
