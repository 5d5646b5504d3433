import { describe, expect, it } from 'vitest';
import { classGroupOf, isLocked, sessionCountTag, sessionStatusText, transitionFor } from './sessions.ts';

describe('session state machine', () => {
  it('allows exactly the four status steps of docs/product.md §4', () => {
    expect(transitionFor('new', 'in progress')).toBe('start');
    expect(transitionFor('in progress', 'new')).toBe('reset');
    expect(transitionFor('completed', 'modifying')).toBe('modify');
    expect(transitionFor('modifying', 'completed')).toBe('cancelModify');
  });

  it('refuses every other pair', () => {
    expect(transitionFor('new', 'completed')).toBeNull();
    expect(transitionFor('new', 'modifying')).toBeNull();
    expect(transitionFor('in progress', 'completed')).toBeNull();
    expect(transitionFor('completed', 'new')).toBeNull();
    expect(transitionFor('canceled', 'new')).toBeNull();
    expect(transitionFor('canceled', 'in progress')).toBeNull();
    expect(transitionFor('new', 'new')).toBeNull();
  });

  it('locks sessions in progress and under review only', () => {
    expect(isLocked('in progress')).toBe(true);
    expect(isLocked('modifying')).toBe(true);
    expect(isLocked('new')).toBe(false);
    expect(isLocked('completed')).toBe(false);
  });
});

describe('sessionCountTag', () => {
  it('tags 3 or fewer low, 4-6 average, 7 and above high', () => {
    expect([0, 3, 4, 6, 7, 12].map(sessionCountTag)).toEqual(['low', 'low', 'average', 'average', 'high', 'high']);
  });
});

describe('classGroupOf', () => {
  it('puts each class of docs/product.md §9 in its group', () => {
    expect(classGroupOf('AM Pre and Kinder')).toBe('AM');
    expect(classGroupOf('Bi.-Kinder')).toBe('all day');
    expect(classGroupOf('PM Elementary')).toBe('PM');
    expect(classGroupOf('Night Owls')).toBeNull();
  });
});

describe('sessionStatusText', () => {
  it('writes the texts of docs/product.md §8.5', () => {
    expect(sessionStatusText({ status: 'in progress', teacherName: 'Pat' })).toBe('session in progress (teacher: Pat)');
    expect(sessionStatusText({ status: 'modifying', teacherName: 'Sam' })).toBe('session review in progress');
    expect(
      sessionStatusText({
        status: 'completed',
        teacherName: 'Pat',
        completedDate: '2026/11/21',
        completedTime: '3:05 PM',
      }),
    ).toBe('Session completed on 2026/11/21 (3:05 PM) (teacher: Pat)');
    expect(
      sessionStatusText({ status: 'canceled', teacherName: 'Sam', cancellationReason: 'sick', visible: true }),
    ).toBe('Session canceled by Sam (reason: sick, visible to parents)');
    expect(
      sessionStatusText({ status: 'canceled', teacherName: 'Sam', cancellationReason: 'sick', visible: false }),
    ).toBe('Session canceled by Sam (reason: sick, not visible to parents)');
    expect(sessionStatusText({ status: 'new', teacherName: 'x' })).toBeNull();
  });
});
