/** What a page offers to share: its public address, its title and, where it has one, its image. */
export interface SharedPage {
  /** Absolute URL of the page (`usePublicUrl`). */
  url: string;
  title: string;
  /** Absolute URL of the page's image (Pinterest pins an image; without one it is not offered). */
  image?: string;
}

export type ShareNetwork = 'whatsapp' | 'facebook' | 'x' | 'pinterest' | 'email';

/**
 * The networks' own share addresses, filled with the page. They are plain links: nothing of
 * the network loads on our page (no script, frame, pixel or counter), and the network learns of
 * the visit only when the person clicks. Every value is encoded as a URL component.
 */
export function shareLinks(page: SharedPage): { network: ShareNetwork; href: string }[] {
  const url = encodeURIComponent(page.url);
  const title = encodeURIComponent(page.title);
  const links: { network: ShareNetwork; href: string }[] = [
    { network: 'whatsapp', href: `https://wa.me/?text=${encodeURIComponent(`${page.title} ${page.url}`)}` },
    { network: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { network: 'x', href: `https://x.com/intent/tweet?text=${title}&url=${url}` },
  ];
  if (page.image)
    links.push({
      network: 'pinterest',
      href: `https://www.pinterest.com/pin/create/button/?url=${url}&media=${encodeURIComponent(page.image)}&description=${title}`,
    });
  // RFC 6068: line breaks in a mailto body are CRLF
  links.push({
    network: 'email',
    href: `mailto:?subject=${title}&body=${encodeURIComponent(`${page.title}\r\n\r\n${page.url}`)}`,
  });
  return links;
}
