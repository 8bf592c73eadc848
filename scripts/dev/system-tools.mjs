// The system programs and font the tests need, installed with apt when missing and this is root;
// otherwise says what to install.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";

const which = (name) => {
  const result = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : null;
};

const canInstall = () => process.getuid?.() === 0 && which("apt-get") !== null;

function aptInstall(pkg) {
  console.log(`Installing ${pkg} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const install = () =>
    spawnSync("apt-get", ["install", "-y", "--no-install-recommends", pkg], { stdio: "inherit", env }).status === 0;
  // Refresh the package lists only when the first try fails.
  if (install()) return true;
  return spawnSync("apt-get", ["update"], { stdio: "inherit", env }).status === 0 && install();
}

function ensure({ label, pkg, candidates, hint, purpose = "the end-to-end tests", env = "" }) {
  const own = env && process.env[env];
  if (own && existsSync(own)) return own;
  const found = () => candidates.map((c) => (c.startsWith("/") ? (existsSync(c) ? c : null) : which(c))).find(Boolean);
  let path = found();
  if (!path && canInstall() && aptInstall(pkg)) path = found();
  if (!path) {
    console.error(`\n${label} is needed for ${purpose} but was not found.\n${hint}\n`);
    process.exit(1);
  }
  return path;
}

export function ensureChromium() {
  return ensure({
    label: "Chromium",
    env: "CHROMIUM_PATH",
    pkg: "chromium",
    candidates: ["/usr/bin/chromium", "/usr/bin/chromium-browser", "chromium", "chromium-browser"],
    hint:
      "Install it with:  sudo apt-get install -y chromium   (Debian/Ubuntu)\n" +
      "or point CHROMIUM_PATH at a Chromium or Chrome binary, e.g. CHROMIUM_PATH=/path/to/chrome npm test",
  });
}

export function ensureNginx() {
  return ensure({
    label: "nginx",
    env: "NGINX_PATH",
    pkg: "nginx",
    candidates: ["/usr/sbin/nginx", "nginx"],
    hint: "Install it with:  sudo apt-get install -y nginx   (Debian/Ubuntu), or set NGINX_PATH.",
  });
}

/** The brand font's fallback is built on its metrics, and a first view draws in it (decision 019). */
export function ensureFallbackFont() {
  return ensure({
    label: "The Liberation Sans font",
    pkg: "fonts-liberation",
    candidates: [
      "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
      "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf",
    ],
    hint: "Install it with:  sudo apt-get install -y fonts-liberation   (Debian/Ubuntu)",
  });
}

const journeys = "the WebKit and Firefox smoke journeys (npm run test:browsers)";

export function ensureWebKitWebDriver() {
  return ensure({
    label: "WebKitWebDriver",
    pkg: "webkit2gtk-driver",
    candidates: ["/usr/bin/WebKitWebDriver", "WebKitWebDriver"],
    hint: "Install it with:  sudo apt-get install -y webkit2gtk-driver   (Debian/Ubuntu)",
    purpose: journeys,
  });
}

export function ensureMiniBrowser() {
  const arches = existsSync("/usr/lib") ? readdirSync("/usr/lib").filter((name) => name.includes("-linux-")) : [];
  return ensure({
    label: "WebKitGTK's MiniBrowser",
    env: "MINIBROWSER_PATH",
    pkg: "libwebkit2gtk-4.1-0",
    candidates: arches.map((arch) => `/usr/lib/${arch}/webkit2gtk-4.1/MiniBrowser`),
    hint:
      "Install it with:  sudo apt-get install -y webkit2gtk-driver   (Debian/Ubuntu: brings libwebkit2gtk-4.1-0)\n" +
      "or point MINIBROWSER_PATH at it.",
    purpose: journeys,
  });
}

export function ensureFirefoxEsr() {
  return ensure({
    label: "Firefox ESR",
    env: "FIREFOX_PATH",
    pkg: "firefox-esr",
    candidates: ["/usr/bin/firefox-esr", "firefox-esr", "/usr/bin/firefox", "firefox"],
    hint: "Install it with:  sudo apt-get install -y firefox-esr   (Debian), or set FIREFOX_PATH.",
    purpose: journeys,
  });
}

/** MiniBrowser has no headless mode. */
export function ensureXvfb() {
  return ensure({
    label: "Xvfb",
    pkg: "xvfb",
    candidates: ["/usr/bin/Xvfb", "Xvfb"],
    hint: "Install it with:  sudo apt-get install -y xvfb   (Debian/Ubuntu)",
    purpose: journeys,
  });
}

/** The certificate of the faked provider's TLS (tests/browsers/fake-network.ts). */
export function ensureOpenssl() {
  return ensure({
    label: "openssl",
    pkg: "openssl",
    candidates: ["/usr/bin/openssl", "openssl"],
    hint: "Install it with:  sudo apt-get install -y openssl   (Debian/Ubuntu)",
    purpose: journeys,
  });
}

/** For the W3C Nu Html Checker (vnu-jar). */
export function ensureJava() {
  return ensure({
    label: "Java",
    env: "JAVA_PATH",
    pkg: "default-jre-headless",
    candidates: ["/usr/bin/java", "java"],
    hint: "Install it with:  sudo apt-get install -y default-jre-headless   (Debian/Ubuntu), or set JAVA_PATH.",
    purpose: "the HTML validator over the built pages (npm run test:built)",
  });
}

/** Processor ticks from /proc/stat (stolen: taken by the host for other machines), or null. */
export function processorTicks() {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync("/proc/stat", "utf8")
      .split("\n")[0]
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return {
      busy: user + nice + system + irq + softirq,
      steal,
      all: user + nice + system + idle + iowait + irq + softirq + steal,
    };
  } catch {
    return null;
  }
}
