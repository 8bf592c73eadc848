/**
 * The deferred photos (app/shared/responsive-picture.tsx): each waits as markup in a <noscript>
 * and is put in place of it as it nears the view: in a carousel, when the slide before it shows (the
 * next slide at most); elsewhere as it comes into view. The markup is the
 * page's own, written at build time.
 */
export function startDeferredPhotos() {
  if (typeof IntersectionObserver === "undefined")
    return document.querySelectorAll("noscript[data-deferred-photo]").forEach(reveal);
  const observers = new Map<Element | null, IntersectionObserver>();
  const observerFor = (root: Element | null) => {
    let observer = observers.get(root);
    if (!observer) {
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries.filter((entry) => entry.isIntersecting)) {
            observer!.unobserve(entry.target);
            reveal(entry.target.querySelector("noscript[data-deferred-photo]")!);
          }
        },
        // A slide as wide as its track: one track's width to the right is the next slide (a slide
        // that only touches that edge, the one after it, does not count: threshold above 0).
        { root, rootMargin: root ? "0px 100% 0px 0px" : "0px", threshold: 0.01 },
      );
      observers.set(root, observer);
    }
    return observer;
  };
  for (const photo of document.querySelectorAll("noscript[data-deferred-photo]")) {
    const holder = photo.parentElement!;
    observerFor(holder.closest("[data-carousel-track]")).observe(holder);
  }
}

function reveal(photo: Element) {
  const template = document.createElement("template");
  template.innerHTML = photo.textContent ?? "";
  photo.replaceWith(template.content);
}
