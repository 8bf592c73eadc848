// The part of jsdom's API the HTTP tests use (the package ships no types).
declare module "jsdom" {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window;
  }
}
