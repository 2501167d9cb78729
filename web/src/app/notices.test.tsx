import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { htmlMessage } from './html-message';
import { notifyError, notifySuccess } from './notices';
import { sanitizeHtml } from './sanitize-html';

function renderToasts() {
  return render(
    <MantineProvider env="test">
      <Notifications position="top-center" autoClose={false} limit={5} />
    </MantineProvider>,
  );
}

afterEach(() => {
  act(() => notifications.clean());
});

describe('toasts (SPEC §8)', () => {
  it('strips scripts, event handlers and javascript: links from HTML messages', () => {
    const dirty =
      '<b>Gespeichert</b> <img src=x onerror="window.hacked=1"><script>window.hacked=2</script>' +
      '<a href="javascript:alert(1)" onclick="x()">klick</a> <a href="/wishlists">Listen</a>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/<img|onerror|<script|javascript:|onclick/i);
    expect(clean).toContain('<b>Gespeichert</b>');
    expect(clean).toContain('<a href="/wishlists">Listen</a>');
  });

  it('shows an HTML toast sanitised, and equal toasts separately instead of grouped', async () => {
    renderToasts();
    act(() => {
      notifyError(
        htmlMessage('<strong>Fehler</strong><img src=x onerror="window.hacked=1"><script>1</script>'),
      );
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Fehler').tagName).toBe('STRONG');
    expect(alert.querySelector('img, script')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    // a close action on every toast, named for screen readers
    expect(within(alert).getByRole('button', { name: 'Schließen' })).toBeTruthy();

    act(() => {
      notifySuccess('Gespeichert.');
      notifySuccess('Gespeichert.');
    });
    expect(await screen.findAllByText('Gespeichert.')).toHaveLength(2);
  });
});
