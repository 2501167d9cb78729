import { describe, expect, it } from 'vitest';
import { paginationWindow } from './pagination-window';

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
