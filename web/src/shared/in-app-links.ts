import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * A click handler for HTML the API rendered (a page's or post's body): links to pages of the
 * site navigate inside the app instead of loading it again; other sites, the API's files,
 * new-tab clicks and downloads keep the browser's own behaviour.
 */
export function useInAppLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || link.target !== '' || link.hasAttribute('download')) return;
    if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/api/')) return;
    event.preventDefault();
    void navigate(href);
  };
}
