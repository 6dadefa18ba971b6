import type { TImage } from "@keel/contracts/boats";
import { cn } from "#app/lib/cn.ts";
import { Icon } from "#app/ui/icon.tsx";

/**
 * A small photo for lists and the photo manager: the smallest variant (320 px) is plenty for a thumbnail,
 * AVIF where the browser has it. Decorative by default: the boat's title is always next to it.
 */
export function BoatThumb({
  image,
  alt = "",
  className,
}: {
  image: TImage | null;
  alt?: string;
  className?: string;
}) {
  const box = cn("block aspect-[4/3] w-full overflow-hidden rounded-md bg-muted", className);
  if (!image || image.webp.length === 0) {
    return (
      <div className={cn(box, "flex items-center justify-center text-muted-foreground")}>
        <Icon name="image-off" aria-hidden="true" className="size-5" />
      </div>
    );
  }
  const smallest = (variants: TImage["webp"]) => [...variants].sort((a, b) => a.width - b.width)[0];
  const webp = smallest(image.webp)!;
  const avif = smallest(image.avif);
  return (
    <picture className={box}>
      {avif ? <source type="image/avif" srcSet={avif.url} /> : null}
      <img
        src={webp.url}
        alt={alt}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
        draggable={false}
        className="size-full object-cover"
      />
    </picture>
  );
}
