import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";
import { CARD_CLASSES } from "./card-classes.ts";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn(CARD_CLASSES.card, className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn(CARD_CLASSES.header, className)} {...props} />;
}

/** Card heading; an <h3> by default, pick the level that fits the page outline with `as`. */
export function CardTitle({
  className,
  as: Heading = "h3",
  ...props
}: ComponentProps<"h3"> & { as?: "h2" | "h3" | "h4" }) {
  return <Heading className={cn(CARD_CLASSES.title, className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn(CARD_CLASSES.description, className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn(CARD_CLASSES.content, className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn(CARD_CLASSES.footer, className)} {...props} />;
}
