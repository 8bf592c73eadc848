import { useSyncExternalStore } from "react";

const buildYear = new Date().getFullYear();
const noSubscription = () => () => {};

/** This year: the build's year in the prerendered HTML, the visitor's after hydration. */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => buildYear,
  );
}
