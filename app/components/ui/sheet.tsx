import { Dialog } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";

/** A modal panel sliding in from the right (Radix Dialog: focus trap, Escape, focus return). */
export const Sheet = Dialog.Root;
export const SheetClose = Dialog.Close;

export function SheetTitle({ className, ...props }: ComponentProps<typeof Dialog.Title>) {
  return <Dialog.Title data-slot="sheet-title" className={cn("text-lg font-semibold", className)} {...props} />;
}

export function SheetContent({ className, children, ...props }: ComponentProps<typeof Dialog.Content>) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay
        data-slot="sheet-overlay"
        className="fixed inset-0 z-50 bg-navy-950/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
      />
      <Dialog.Content
        data-slot="sheet-content"
        aria-describedby={undefined}
        className={cn(
          "fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col bg-white shadow-2xl outline-none data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in",
          className,
        )}
        {...props}
      >
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
