import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-app';
import { ShareButtons } from './ShareButtons';

const page = {
  url: 'https://spielraum.example/recommendations/zu-zweit?x=1&y=ä',
  title: 'Zu zweit: Spiele für Paare & „Duelle“ #1',
};

function hrefOf(name: string): string {
  return screen.getByRole('link', { name }).getAttribute('href')!;
}

describe('the share buttons', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it('are plain links with the encoded address and title, opened in a new tab without the opener', () => {
    renderWithProviders(
      <ShareButtons page={{ ...page, image: 'https://spielraum.example/api/magazine/images/3/1200.webp' }} />,
    );
    const url = encodeURIComponent(page.url);
    const title = encodeURIComponent(page.title);
    expect(url).toContain('%3Fx%3D1%26y%3D%C3%A4');
    expect(title).toContain('%26%20%E2%80%9EDuelle%E2%80%9C%20%231');
    expect(hrefOf('Auf WhatsApp teilen')).toBe(`https://wa.me/?text=${title}%20${url}`);
    expect(hrefOf('Auf Facebook teilen')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${url}`);
    expect(hrefOf('Auf X teilen')).toBe(`https://x.com/intent/tweet?text=${title}&url=${url}`);
    expect(hrefOf('Auf Pinterest teilen')).toBe(
      `https://www.pinterest.com/pin/create/button/?url=${url}&media=${encodeURIComponent('https://spielraum.example/api/magazine/images/3/1200.webp')}&description=${title}`,
    );
    expect(hrefOf('Per E-Mail teilen')).toBe(`mailto:?subject=${title}&body=${title}%0D%0A%0D%0A${url}`);
    for (const name of [
      'Auf WhatsApp teilen',
      'Auf Facebook teilen',
      'Auf X teilen',
      'Auf Pinterest teilen',
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: 'Per E-Mail teilen' })).not.toHaveAttribute('target');
    // nothing of a network on the page: no script, frame, image or pixel
    expect(document.querySelectorAll('script, iframe, img')).toHaveLength(0);
  });

  it('offers Pinterest only for a page with an image, and no copy button where the page has its own', () => {
    renderWithProviders(<ShareButtons page={page} copy={false} />);
    const group = screen.getByRole('group', { name: 'Teilen' });
    expect(within(group).queryByRole('link', { name: 'Auf Pinterest teilen' })).toBeNull();
    expect(within(group).getAllByRole('link')).toHaveLength(4);
    expect(within(group).queryByRole('button', { name: 'Link kopieren' })).toBeNull();
  });

  it('copies the address with the keyboard and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderWithProviders(<ShareButtons page={page} />);
    // every button is reached with the Tab key, in the order shown
    await user.tab();
    expect(screen.getByRole('link', { name: 'Auf WhatsApp teilen' })).toHaveFocus();
    for (let step = 0; step < 4; step++) await user.tab();
    expect(screen.getByRole('button', { name: 'Link kopieren' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith(page.url);
    expect(await screen.findByRole('status')).toHaveTextContent('Link kopiert');
  });

  it('tells when the address could not be copied', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderWithProviders(<ShareButtons page={page} />);
    await user.click(screen.getByRole('button', { name: 'Link kopieren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Link konnte nicht kopiert werden.');
  });

  it('adds "Teilen …" with the device’s share sheet where the browser has one', async () => {
    const user = userEvent.setup();
    const share = vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderWithProviders(<ShareButtons page={page} />);
    await user.click(screen.getByRole('button', { name: 'Teilen …' }));
    expect(share).toHaveBeenCalledWith({ title: page.title, url: page.url });
  });

  it('has no "Teilen …" without a share sheet', () => {
    renderWithProviders(<ShareButtons page={page} />);
    expect(screen.queryByRole('button', { name: 'Teilen …' })).toBeNull();
  });
});
