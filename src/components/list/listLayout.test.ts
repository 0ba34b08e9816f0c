import { describe, expect, it } from 'vitest';
import { barSpace, BAR_GAP, BAR_OFFSET, listMaxHeight, scrollCues, tableMinWidth } from './listLayout';

describe('list layout', () => {
  it('keeps no room while no bar shows, and the bar with its offset and a gap while one does', () => {
    expect(barSpace(0)).toBe(0);
    expect(barSpace(56)).toBe(56 + BAR_OFFSET + BAR_GAP);
    // A bar of a fractional height (zoom) never leaves its last pixel over a row.
    expect(barSpace(56.2)).toBe(57 + BAR_OFFSET + BAR_GAP);
  });

  it('lets the rows take the window less the header, the search row, the pager and the bar', () => {
    expect(listMaxHeight()).toBe(
      'calc(100vh - 184px - var(--dm-floating-bar-space, 0px) - var(--dm-list-toolbar-space, 0px))',
    );
  });

  it('adds the fixed widths and the least widths of the flexible columns', () => {
    expect(tableMinWidth([])).toBe(0);
    expect(tableMinWidth([{ width: 48 }, { minWidth: 180 }, { width: 120 }])).toBe(348);
  });

  it('cues the edges a list scrolled sideways goes on beyond, and none when the whole table shows', () => {
    const list = { scrollWidth: 1200, clientWidth: 700 };
    expect(scrollCues({ ...list, scrollLeft: 0 })).toEqual({ left: false, right: true });
    expect(scrollCues({ ...list, scrollLeft: 250 })).toEqual({ left: true, right: true });
    expect(scrollCues({ ...list, scrollLeft: 500 })).toEqual({ left: true, right: false });
    // Scrolled to its end at a zoom, the box stops a fraction short of it.
    expect(scrollCues({ ...list, scrollLeft: 499.4 })).toEqual({ left: true, right: false });
    expect(scrollCues({ scrollWidth: 700, clientWidth: 700, scrollLeft: 0 })).toEqual({
      left: false,
      right: false,
    });
  });
});
