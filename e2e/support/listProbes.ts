import type { Locator } from '@playwright/test';
import { expect } from '@playwright/test';

/* What the list journeys read from the screen: a chip's look, the scroll cues, a search hint, clipped text. */

/** How a status chip is drawn: what a person sees of it, read from the screen. */
export const chipLook = (chip: Locator) =>
  chip.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      color: style.color,
      background: style.backgroundColor,
      border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
      radius: style.borderTopLeftRadius,
      font: `${style.fontSize} / ${style.lineHeight} ${style.fontWeight}`,
      padding: `${style.paddingLeft} ${style.paddingRight}`,
      height: Math.round(element.getBoundingClientRect().height),
    };
  });

/**
 * Which edges of the list's scrolling box show the cue that the table goes on beyond them: drawn there and faded
 * in, read from the screen.
 */
const scrollCuesShown = (table: Locator) =>
  table.evaluate((element) => {
    const box = element.parentElement;
    const shown = (edge: 'left' | 'right') => {
      const cue = box?.parentElement?.querySelector(`:scope > [data-scroll-cue="${edge}"]`);
      if (!box || !cue || getComputedStyle(cue).opacity !== '1') return false;
      const [outer, inner] = [box.getBoundingClientRect(), cue.getBoundingClientRect()];
      return Math.abs(inner[edge] - outer[edge]) < 1 && inner.width > 0;
    };
    return { left: shown('left'), right: shown('right') };
  });

/** Waits for the cues at the left and right edges of the list to be as expected (they fade in and out). */
export async function expectScrollCues(table: Locator, expected: { left: boolean; right: boolean }) {
  await expect.poll(() => scrollCuesShown(table)).toEqual(expected);
}

/** Scrolls the list sideways to a fraction of the way (0 the start, 1 the end). */
export const scrollSideways = (table: Locator, fraction: number) =>
  table.evaluate((element, part) => {
    const box = element.parentElement;
    if (box) box.scrollLeft = (box.scrollWidth - box.clientWidth) * part;
  }, fraction);

/** Whether the search box shows its whole hint: the hint's width in the box's font against the room for it. */
export const hintFits = (search: Locator) =>
  search.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width <= room;
  });

/** Whether an element shows all of its text (not cut by its box). */
export const notClipped = (locator: Locator) =>
  locator.evaluate((element) => element.scrollWidth <= element.clientWidth);
