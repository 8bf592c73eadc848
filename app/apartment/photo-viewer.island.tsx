import PhotoViewer from "./photo-viewer";
import type { Photo } from "../shared/photo";
import type { Root } from "react-dom/client";
import { renderIsland } from "../shared/island";

/** Read from the carousel's slides, so the page carries the photos once; a slide not yet seen, from its <noscript>. */
function photosOfPage(): Photo[] {
  return [...document.querySelectorAll("[data-carousel-track] > *")].map((slide) => {
    const waiting = slide.querySelector("noscript[data-deferred-photo]");
    const template = document.createElement("template");
    template.innerHTML = waiting?.textContent ?? "";
    const picture = waiting ? template.content : slide;
    const img = picture.querySelector("img")!;
    return {
      avif: picture.querySelector("source[type='image/avif']")?.getAttribute("srcset") ?? "",
      src: img.getAttribute("src")!,
      width: Number(img.getAttribute("width")),
      height: Number(img.getAttribute("height")),
      alt: img.alt,
    };
  });
}

function open(index: number) {
  const container = document.createElement("div");
  container.dataset.slot = "photo-viewer";
  document.body.append(container);
  let opened: Root | undefined;
  const close = () => {
    opened?.unmount();
    container.remove();
  };
  renderIsland(container, <PhotoViewer photos={photosOfPage()} index={index} onClose={close} />).then(
    (root) => void (opened = root),
    close,
  );
}

export default { islandName: "photo-viewer", open };
