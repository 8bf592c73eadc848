/** Each deferred photo waits as markup in a <noscript>, the page's own from the build, until it nears the view. */
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
        // One track's width to the right is the next slide; the threshold above 0 leaves out the one
        // after it, which only touches that edge.
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
