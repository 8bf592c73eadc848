import { cva, type VariantProps } from "class-variance-authority";
import { cloneElement, isValidElement, type ComponentProps, type ReactElement } from "react";
import { clsx } from "clsx";

/** One `button` class (app.css) instead of a class list in every button keeps a page in its first round trip (decision 033); variants are utilities, so a caller's classes win. */
export const buttonVariants = cva("button", {
  variants: {
    variant: {
      primary: "bg-navy-900 text-lime-300 hover:bg-navy-800",
      /** On dark backgrounds. */
      accent: "bg-lime-400 text-navy-950 hover:bg-lime-300",
      outline: "border border-navy-200 bg-white text-navy-900 hover:border-navy-400 hover:bg-navy-50",
      ghost: "text-navy-900 hover:bg-navy-50",
    },
    size: {
      sm: "min-h-10 px-4 text-sm",
      md: "min-h-11 px-5 text-[0.9375rem]",
      lg: "min-h-13 px-7 text-base",
      icon: "size-11",
    },
  },
  defaultVariants: { variant: "primary", size: "md" },
});

type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

/** With `asChild`, its one child (a link) drawn as the button: a small stand-in for Radix's Slot, whose prop merging this site never needs. */
export function Button({ className, variant, size, asChild = false, children, ...props }: ButtonProps) {
  const classes = clsx(buttonVariants({ variant, size }), className);
  if (asChild && isValidElement(children)) {
    const child = children as ReactElement<{ className?: string }>;
    return cloneElement(child, {
      ...props,
      "data-slot": "button",
      className: clsx(classes, child.props.className),
    } as object);
  }
  return (
    <button data-slot="button" className={classes} {...props}>
      {children}
    </button>
  );
}
