import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, stubApi } from '../test/render-app';

describe('static pages', () => {
  it('renders the German title and purpose of the legal notice', async () => {
    stubApi();
    renderApp('/legal-notice');
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    expect(screen.getByText(/gesetzlich vorgeschriebenen Angaben/)).toBeInTheDocument();
  });
});
