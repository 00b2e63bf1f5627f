// renderWhole (src/ssr/render-whole.ts): the page's HTML in one pass when nothing is left to load,
// else from the stream renderer, which waits for lazy parts; each pass draws afresh.
import { lazy, Suspense, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWhole } from '../../../src/ssr/render-whole.ts';

/** A drawing with a collector, as the server's pages have (head tags, status). */
function drawing(body: () => ReactElement) {
  const passes: string[][] = [];
  const draw = () => {
    const collected: string[] = [];
    passes.push(collected);
    const Collect = ({ tag }: { tag: string }) => {
      collected.push(tag);
      return null;
    };
    const element = (
      <main>
        <Collect tag="title" />
        <Suspense fallback={<p>loading…</p>}>{body()}</Suspense>
      </main>
    );
    return { element, collected };
  };
  return { draw, passes };
}

describe('renderWhole', () => {
  it('draws a page with nothing to load in one pass', async () => {
    const { draw, passes } = drawing(() => <p>Маргарита</p>);
    const page = await renderWhole(draw);
    expect(page.html).toBe('<main><!--$--><p>Маргарита</p><!--/$--></main>');
    expect(passes).toHaveLength(1);
    expect(page.collected).toEqual(['title']);
  });

  it('waits for a lazy part not loaded yet, and keeps only the second pass’s collections', async () => {
    const Dish = lazy(async () => ({ default: () => <p>Пепперони</p> }));
    const { draw, passes } = drawing(() => <Dish />);
    const page = await renderWhole(draw);
    expect(page.html).toBe('<main><!--$--><p>Пепперони</p><!--/$--></main>');
    expect(passes).toHaveLength(2);
    expect(page.collected).toBe(passes[1]);
    expect(page.collected).toEqual(['title']);

    // Loaded now: the next page with it is drawn in one pass.
    const again = drawing(() => <Dish />);
    expect((await renderWhole(again.draw)).html).toBe(page.html);
    expect(again.passes).toHaveLength(1);
  });

  it('reports a part that fails to draw', async () => {
    const Broken = (): ReactElement => {
      throw new Error('no price');
    };
    await expect(renderWhole(drawing(() => <Broken />).draw)).rejects.toThrow('no price');
  });
});
