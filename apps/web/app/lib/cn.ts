import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class names and lets the last conflicting Tailwind utility win (`cn("p-2", "p-4")` is `"p-4"`). */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
