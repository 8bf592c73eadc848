/** The site's one breakpoint (Tailwind's `md`): 768 px and wider is desktop. */
export const desktopQuery = "(min-width: 768px)";
