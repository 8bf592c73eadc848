/**
 * A small W3C WebDriver (classic) client over fetch: the few commands the smoke journeys use, for
 * WebKitGTK's WebKitWebDriver. No library: the usual ones download a driver or a browser on first
 * use, and this machine has neither internet nor the need.
 */

/** WebDriver's key codes (https://w3c.github.io/webdriver/#keyboard-actions). */
export const keys = { Escape: "\uE00C", ArrowLeft: "\uE012", ArrowRight: "\uE014", Tab: "\uE004", Enter: "\uE007" };
export type Key = keyof typeof keys;

const elementKey = "element-6066-11e4-a52e-4f735466cecf";
export type ElementReference = { [elementKey]: string };

export class WebDriverError extends Error {
  constructor(
    readonly error: string,
    message: string,
  ) {
    super(`${error}: ${message}`);
  }
}

export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly id: string,
    readonly capabilities: Record<string, unknown>,
  ) {}

  static async start(driver: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const value = await command<{ sessionId: string; capabilities: Record<string, unknown> }>(
      "POST",
      `${driver}/session`,
      { capabilities: { alwaysMatch: capabilities } },
    );
    return new WebDriverSession(driver, value.sessionId, value.capabilities);
  }

  private send<T>(method: string, path: string, body?: unknown): Promise<T> {
    return command<T>(method, `${this.base}/session/${this.id}${path}`, body);
  }

  navigate(url: string) {
    return this.send<null>("POST", "/url", { url });
  }

  url() {
    return this.send<string>("GET", "/url");
  }

  /** Runs `script` as a function body in the current frame (arguments: `args`). */
  execute<T>(script: string, args: unknown[] = []) {
    return this.send<T>("POST", "/execute/sync", { script, args });
  }

  find(selector: string) {
    return this.send<ElementReference>("POST", "/element", { using: "css selector", value: selector });
  }

  findAll(selector: string) {
    return this.send<ElementReference[]>("POST", "/elements", { using: "css selector", value: selector });
  }

  /** The element's role in the browser's accessibility tree (WebDriver's Get Computed Role). */
  computedRole(element: ElementReference) {
    return this.send<string>("GET", `/element/${element[elementKey]}/computedrole`);
  }

  click(element: ElementReference) {
    return this.send<null>("POST", `/element/${element[elementKey]}/click`, {});
  }

  /** Presses and releases one key, as the keyboard would (to the focused element). */
  async press(key: Key) {
    const value = keys[key];
    await this.send<null>("POST", "/actions", {
      actions: [
        {
          type: "key",
          id: "keyboard",
          actions: [
            { type: "keyDown", value },
            { type: "keyUp", value },
          ],
        },
      ],
    });
    await this.send<null>("DELETE", "/actions");
  }

  /** A mouse click at viewport coordinates. */
  async clickAt(x: number, y: number) {
    await this.send<null>("POST", "/actions", {
      actions: [
        {
          type: "pointer",
          id: "mouse",
          parameters: { pointerType: "mouse" },
          actions: [
            { type: "pointerMove", x: Math.round(x), y: Math.round(y), origin: "viewport", duration: 0 },
            { type: "pointerDown", button: 0 },
            { type: "pointerUp", button: 0 },
          ],
        },
      ],
    });
    await this.send<null>("DELETE", "/actions");
  }

  setWindowRect(rect: { width: number; height: number; x?: number; y?: number }) {
    return this.send<{ width: number; height: number }>("POST", "/window/rect", rect);
  }

  /** The viewport as PNG. */
  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.send<string>("GET", "/screenshot"), "base64");
  }

  switchToFrame(frame: ElementReference | null) {
    return this.send<null>("POST", "/frame", { id: frame });
  }

  quit() {
    return this.send<null>("DELETE", "");
  }
}

async function command<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { "Content-Type": "application/json; charset=utf-8" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
  const value = answer.value;
  if (!response.ok || (value && typeof value === "object" && "error" in value && value.error))
    throw new WebDriverError(value?.error ?? String(response.status), value?.message ?? "");
  return value;
}
