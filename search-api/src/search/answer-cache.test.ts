import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache';

describe('search answers kept for anonymous visitors', () => {
  it('answers only while the replica has applied no newer change', () => {
    const answers = new AnswerCache();
    answers.set('?term=azul', 7, '{"total":3}');
    expect(answers.get('?term=azul', 7)?.body).toBe('{"total":3}');
    expect(answers.get('?term=azul', 8)).toBeUndefined();
    // an outdated answer is gone, not kept for a replica that goes back
    expect(answers.get('?term=azul', 7)).toBeUndefined();
  });

  it('drops the least recently asked beyond its bound', () => {
    const answers = new AnswerCache(2);
    answers.set('a', 1, 'A');
    answers.set('b', 1, 'B');
    expect(answers.get('a', 1)?.body).toBe('A');
    answers.set('c', 1, 'C');
    expect(answers.get('b', 1)).toBeUndefined();
    expect(answers.get('a', 1)?.body).toBe('A');
    expect(answers.get('c', 1)?.body).toBe('C');
  });
});
