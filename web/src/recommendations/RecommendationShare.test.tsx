import { recommendationListResponseSchema, type CommentThread } from '@spielraum/schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInSession } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { fakeRecommendationsApi, recommendationList } from './test-fixtures';

const noComments: CommentThread = {
  target_type: 'recommendation_list',
  target_id: 3,
  comments: [],
  count: 0,
};

function openList(overrides: Parameters<typeof recommendationList>[0], session = signedInSession) {
  fakeRecommendationsApi(
    (call) =>
      call.path === '/api/recommendations/spiele-fuer-zwei/'
        ? recommendationListResponseSchema.parse({
            data: { list: recommendationList(overrides), comments: noComments },
          })
        : undefined,
    session,
  );
  renderApp('/recommendations/spiele-fuer-zwei');
}

describe('sharing a recommendation list', { timeout: 30_000 }, () => {
  it('offers the networks as plain links with the list’s address, title and cover', async () => {
    openList({ title: 'Spiele für zwei & mehr' });
    const share = await screen.findByRole('group', { name: 'Teilen' });
    const url = encodeURIComponent('/recommendations/spiele-fuer-zwei');
    expect(within(share).getByRole('link', { name: 'Auf X teilen' })).toHaveAttribute(
      'href',
      `https://x.com/intent/tweet?text=${encodeURIComponent('Spiele für zwei & mehr')}&url=${url}`,
    );
    expect(within(share).getByRole('link', { name: 'Auf Pinterest teilen' }).getAttribute('href')).toContain(
      `&media=${encodeURIComponent('/api/magazine/images/31/1200.webp')}`,
    );
    expect(within(share).getByRole('button', { name: 'Link kopieren' })).toBeInTheDocument();
    expect(document.querySelectorAll('script[src], iframe')).toHaveLength(0);
  });

  it('offers Pinterest only with a cover, and sharing an unlisted list by its link', async () => {
    openList({ visibility: 'unlisted', cover: null });
    const share = await screen.findByRole('group', { name: 'Teilen' });
    expect(within(share).queryByRole('link', { name: 'Auf Pinterest teilen' })).toBeNull();
    expect(within(share).getByRole('link', { name: 'Auf WhatsApp teilen' })).toBeInTheDocument();
  });

  it('offers no sharing of a private list, which only its curator can open', async () => {
    openList({ visibility: 'private', own: true });
    expect(await screen.findByText('Nur du siehst diese Liste.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Teilen' })).toBeNull();
  });
});
