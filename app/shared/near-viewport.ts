/** Calls `onNear` at once where IntersectionObserver is missing. Returns a function that stops watching. */
export function whenNearViewport(element: Element, onNear: () => void, margin = "600px"): () => void {
  if (typeof IntersectionObserver === "undefined") {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: `${margin} 0px` },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
