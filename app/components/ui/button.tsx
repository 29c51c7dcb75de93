import { cva, type VariantProps } from "class-variance-authority";
import { type ComponentProps, cloneElement, isValidElement, type ReactElement } from "react";
import { cn } from "~/lib/utils";

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-brand-700 text-white shadow-sm hover:bg-brand-800 focus-visible:outline-brand-700",
        outline:
          "border border-slate-300 bg-white text-slate-900 hover:border-brand-700 hover:text-brand-800 focus-visible:outline-brand-700",
        ghost: "text-slate-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-brand-700",
        // On dark orange panels (both at least 4.5:1 there).
        inverse:
          "bg-white text-brand-800 shadow-sm hover:bg-brand-50 hover:text-brand-900 focus-visible:outline-white",
        inverseOutline: "border border-white/80 text-white hover:bg-white/10 focus-visible:outline-white",
      },
      size: {
        default: "h-10 px-4 text-sm",
        lg: "h-12 px-6 text-base",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the single child (a link, usually) with the button's look instead of a <button>. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, type, children, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild && isValidElement<{ className?: string }>(children))
    return withButtonLook(children, classes, props);
  return (
    <button type={type ?? "button"} className={classes} {...props}>
      {children}
    </button>
  );
}

/**
 * asChild: the child element (a link, usually) keeps its own props and gains the button's classes
 * and the remaining props. A few lines instead of Radix Slot, which every page would ship.
 */
function withButtonLook(child: ReactElement<{ className?: string }>, classes: string, props: object) {
  return cloneElement(child, { ...props, className: cn(classes, child.props.className) });
}
