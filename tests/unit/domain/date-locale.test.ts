import { describe } from 'vitest';
import { dateLocale, hasCalendar } from '../../../src/domain/date-locale.ts';
import { cases } from '../../fixtures/cases';

describe("dateLocale: where a browser lacks a language's calendar", () => {
  const without = () => false;
  const withIt = () => true;
  cases(
    '%s (browser has it: %s) → %s',
    (lang: string, has: boolean) => dateLocale(lang, has ? withIt : without),
    [
      // Chromium's ICU: 'M11' for kk, uz, az; English for be, hy, tt. Russian is read there.
      ['kk', false, 'ru'],
      ['uz', false, 'ru'],
      ['az', false, 'ru'],
      ['be', false, 'ru'],
      ['hy', false, 'ru'],
      ['tt', false, 'ru'],
      ['kk', true, 'kk'],
      ['hy', true, 'hy'],
      // Every other language is its own, whatever the browser carries.
      ['de', false, 'de'],
      ['en', false, 'en'],
      ['zh-CN', false, 'zh-CN'],
      ['ru', false, 'ru'],
    ],
  );
});

describe('hasCalendar (Node carries full ICU)', () => {
  cases('%s → %s', hasCalendar, [
    ['ru', true],
    ['kk', true],
    ['de', true],
    ['xx', false],
    ['', false],
  ]);
});
