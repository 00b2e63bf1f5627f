import { describe, expect, it } from 'vitest';
import { clipText, decodeEntities, htmlToText } from '../../../src/domain/html-text.ts';

describe('htmlToText', () => {
  it.each([
    ['<p>Пицца &laquo;Маргарита&raquo;</p>', 'Пицца «Маргарита»'],
    ['Tom&#8217;s &amp; Jerry&#x2019;s', 'Tom’s & Jerry’s'],
    ['<p>one</p><p>two</p>', 'one two'],
    ['line<br>break', 'line break'],
    ['<script>alert(1)</script>safe', 'safe'],
    ['<style>p{}</style><b>bold</b>', 'bold'],
    ['<!-- note -->text', 'text'],
    ['  many   \n spaces ', 'many spaces'],
    ['&unknown; stays', '&unknown; stays'],
    ['', ''],
  ])('%s → %s', (html, text) => expect(htmlToText(html)).toBe(text));
});

describe('decodeEntities', () => {
  it.each([
    ['&lt;b&gt;', '<b>'],
    ['&#0;', '&#0;'],
    ['&nbsp;', '\u00a0'],
  ])('%s → %s', (raw, text) => expect(decodeEntities(raw)).toBe(text));
});

describe('clipText', () => {
  it.each([
    ['short', 10, 'short'],
    ['Горячая пицца на тонком тесте с томатами', 20, 'Горячая пицца на…'],
    ['abcdefghijklmnopqrstuvwxyz', 10, 'abcdefghi…'],
  ])('%s (%i)', (text, max, out) => expect(clipText(text, max)).toBe(out));
});
