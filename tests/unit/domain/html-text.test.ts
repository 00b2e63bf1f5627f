import { describe } from 'vitest';
import { clipText, decodeEntities, htmlToText } from '../../../src/domain/html-text.ts';
import { cases } from '../../fixtures/cases';

describe('htmlToText', () => {
  cases('%s → %s', htmlToText, [
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
  ]);
});

describe('decodeEntities', () => {
  cases('%s → %s', decodeEntities, [
    ['&lt;b&gt;', '<b>'],
    ['&#0;', '&#0;'],
    ['&nbsp;', '\u00a0'],
  ]);
});

describe('clipText', () => {
  cases('%s (%i)', clipText, [
    ['short', 10, 'short'],
    ['Горячая пицца на тонком тесте с томатами', 20, 'Горячая пицца на…'],
    ['abcdefghijklmnopqrstuvwxyz', 10, 'abcdefghi…'],
  ]);
});
