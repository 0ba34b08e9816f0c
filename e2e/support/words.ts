import type { Locator } from '@playwright/test';

/** Words: what lies between spaces and hyphens (a hyphen may end a line). */
export const WORDS = /[^\s-]+/g;
/** Pieces of an address: a line may end after a "/", "?", "&", "=" or "-", never inside a piece. */
export const URL_PIECES = /[^\s/?&=-]+[/?&=-]*/g;

/**
 * The words of the cells' first text (or of every text of the cell with `deep`) that do not read whole: split over
 * two lines (a long compound or an address broken mid-word) or cut at the cell's edge.
 */
export const wordsBroken = (cells: Locator, words: RegExp = WORDS, deep = false) =>
  cells.evaluateAll(
    (elements, { source, flags, deep }) =>
      elements.flatMap((cell) => {
        const texts: Node[] = [];
        if (deep) {
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node);
        } else if (cell.firstChild?.nodeType === Node.TEXT_NODE) texts.push(cell.firstChild);
        // Pieces of one value may stand in several text nodes (line break opportunities between them).
        const whole = texts.map((text) => text.textContent ?? '').join('');
        const broken: string[] = [];
        for (const match of whole.matchAll(new RegExp(source, flags))) {
          const range = document.createRange();
          let at = 0;
          for (const text of texts) {
            const length = (text.textContent ?? '').length;
            if (match.index >= at && match.index < at + length) range.setStart(text, match.index - at);
            const end = match.index + match[0].length;
            if (end > at && end <= at + length) range.setEnd(text, end - at);
            at += length;
          }
          const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
          const lines = new Set(rects.map((rect) => Math.round(rect.top)));
          const right = Math.max(...rects.map((rect) => rect.right));
          if (lines.size > 1 || right > cell.getBoundingClientRect().right + 0.5) broken.push(match[0]);
        }
        return broken;
      }),
    { source: words.source, flags: words.flags, deep },
  );
