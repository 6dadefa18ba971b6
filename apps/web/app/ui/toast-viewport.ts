/**
 * Look of the toasts' viewport (the `<ol>` of the notifications region), shared by the Radix toaster
 * (toaster.tsx) and the placeholder the first view renders in its place (lazy-toaster.tsx), so that both
 * render the same markup.
 */
export const TOAST_VIEWPORT_CLASS =
  "fixed right-0 bottom-0 z-100 m-0 flex max-h-screen w-full list-none flex-col p-4 outline-none sm:max-w-sm";
