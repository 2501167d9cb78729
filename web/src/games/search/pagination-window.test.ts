import { describe, expect, it } from 'vitest';
import { paginationItems, paginationWindow } from './pagination-window';

describe('paginationWindow', () => {
  it('shows every page when there are six or fewer', () => {
    expect(paginationWindow(0, 1)).toEqual([0]);
    expect(paginationWindow(3, 6)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('shows at most six pages around the current one, clamped at both ends', () => {
    expect(paginationWindow(0, 31)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(paginationWindow(10, 31)).toEqual([8, 9, 10, 11, 12, 13]);
    expect(paginationWindow(30, 31)).toEqual([25, 26, 27, 28, 29, 30]);
  });

  it('shows nothing without pages', () => {
    expect(paginationWindow(0, 0)).toEqual([]);
  });
});

describe('paginationItems', () => {
  it('adds the first and the last page beyond the window, with a gap where pages lie between', () => {
    expect(paginationItems(0, 18)).toEqual([0, 1, 2, 3, 4, 5, null, 17]);
    expect(paginationItems(10, 18)).toEqual([0, null, 8, 9, 10, 11, 12, 13, null, 17]);
    expect(paginationItems(17, 18)).toEqual([0, null, 12, 13, 14, 15, 16, 17]);
    expect(paginationItems(3, 8)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(paginationItems(0, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('is the window alone when it holds every page', () => {
    expect(paginationItems(2, 6)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(paginationItems(0, 0)).toEqual([]);
  });

  it('links every page of a long list from page 1 through a chain of pages', () => {
    const pageCount = 18;
    const reached = new Set([0]);
    const queue = [0];
    while (queue.length > 0) {
      const page = queue.shift()!;
      const links = [...paginationItems(page, pageCount), page - 1, page + 1];
      for (const target of links)
        if (target !== null && target >= 0 && target < pageCount && !reached.has(target)) {
          reached.add(target);
          queue.push(target);
        }
    }
    expect(reached.size).toBe(pageCount);
  });
});
