/**
 * Links that share a boat page: e-mail and the social networks' own share URLs (no scripts of theirs on our
 * pages; their crawlers read the page's Open Graph tags for the preview).
 */
export interface ShareTarget {
  key: "email" | "whatsapp" | "facebook" | "x" | "linkedin";
  href: string;
}

export function shareLinks({
  url,
  title,
  text,
}: {
  url: string;
  title: string;
  text: string;
}): ShareTarget[] {
  const u = encodeURIComponent(url);
  return [
    {
      key: "email",
      href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${text}\n\n${url}`)}`,
    },
    { key: "whatsapp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { key: "facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { key: "x", href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}` },
    { key: "linkedin", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}
