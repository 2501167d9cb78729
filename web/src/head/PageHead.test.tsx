import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-app';
import { PageHead } from './PageHead';
import { PublicOriginProvider } from './public-origin';

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

function renderHead(props: Parameters<typeof PageHead>[0]) {
  return renderWithProviders(
    <PublicOriginProvider origin="https://spielraum.example/">
      <PageHead {...props} />
    </PublicOriginProvider>,
  );
}

describe('PageHead', () => {
  it('writes title, description, an absolute canonical and Open Graph with a raster image and its width', () => {
    const { unmount } = renderHead({
      title: 'Azul',
      description: 'Azul im Preisvergleich',
      path: '/games/brettspiele/azul',
      image: '/api/images/7?w=1200',
      imageWidth: 1200,
      type: 'product',
    });
    expect(document.title).toBe('Azul – Spielraum');
    expect(meta('meta[name="description"]')).toBe('Azul im Preisvergleich');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://spielraum.example/games/brettspiele/azul',
    );
    expect(meta('meta[property="og:url"]')).toBe('https://spielraum.example/games/brettspiele/azul');
    expect(meta('meta[property="og:title"]')).toBe('Azul');
    expect(meta('meta[property="og:type"]')).toBe('product');
    expect(meta('meta[property="og:image"]')).toBe('https://spielraum.example/api/images/7?w=1200');
    expect(meta('meta[property="og:image:width"]')).toBe('1200');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    // indexable unless asked otherwise
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    unmount();
  });

  it('takes a whole title as it is, for the page that names the site itself', () => {
    const { unmount } = renderHead({
      title: 'Spielraum – Preisvergleich',
      fullTitle: 'Spielraum – Preisvergleich',
      description: 'Preise vergleichen',
      path: '/',
    });
    expect(document.title).toBe('Spielraum – Preisvergleich');
    expect(meta('meta[property="og:title"]')).toBe('Spielraum – Preisvergleich');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://spielraum.example/',
    );
    // no image, no image width
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:image:width"]')).toBeNull();
    unmount();
  });

  it('keeps a page out of search engines when asked to', () => {
    const { unmount } = renderHead({ title: 'Suche', description: 'Suche', path: '/s', noindex: true });
    expect(meta('meta[name="robots"]')).toBe('noindex');
    unmount();
  });
});
