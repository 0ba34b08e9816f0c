/**
 * The arithmetic of the list pages (Devices and QBIC tabs): the room the floating bottom bar takes, where
 * snackbars go while it shows, how tall the scrolling list may be, and how wide its fixed columns make it.
 */

/** How far the floating bar sits above the bottom of the window, in px. */
export const BAR_OFFSET = 16;
/** Free room between the bar and what is shown above it, in px. */
export const BAR_GAP = 8;
/** The CSS variable the bar sets on the page while it shows: the room it takes at the bottom. */
export const BAR_SPACE_VARIABLE = '--dm-floating-bar-space';
/** The CSS variable a list's sticky search row sets on the page while it shows: the room it takes under the header. */
export const TOOLBAR_SPACE_VARIABLE = '--dm-list-toolbar-space';
/** The sticky application header above every page, in px (MUI's toolbar at tablet width and up). */
export const APP_HEADER_HEIGHT = 64;
/** What a list page shows below the scrolling rows: the pager and the page's bottom padding, in px. */
export const BELOW_LIST = 120;

/**
 * The room kept free at the bottom of the page while a bar of this height floats there (0 while none does): the
 * last row and the pager scroll clear of it, and snackbars open just above it.
 */
export const barSpace = (barHeight: number): number =>
  barHeight > 0 ? Math.ceil(barHeight) + BAR_OFFSET + BAR_GAP : 0;

/**
 * The tallest the scrolling rows may be: the window less the header, a sticky search row, what comes below the rows
 * and the bar's room, so that with the page scrolled to its end the column headings are still in view under the header.
 */
export const listMaxHeight = (): string =>
  `calc(100vh - ${APP_HEADER_HEIGHT + BELOW_LIST}px - var(${BAR_SPACE_VARIABLE}, 0px) - var(${TOOLBAR_SPACE_VARIABLE}, 0px))`;

/** A column of a list table: a fixed width, or the least width of a column that takes what is left. */
export type ColumnWidth = { width: number } | { minWidth: number };

/**
 * The table's least width: every fixed column plus the least of the flexible ones. Below it the list scrolls
 * sideways inside its box instead of squeezing or wrapping columns.
 */
export const tableMinWidth = (columns: readonly ColumnWidth[]): number =>
  columns.reduce((sum, column) => sum + ('width' in column ? column.width : column.minWidth), 0);

/** Whether a list scrolled sideways goes on beyond its left and its right edge. */
export interface ScrollCues {
  left: boolean;
  right: boolean;
}

/**
 * Which edges of a box that scrolls sideways have more of its content beyond them. A pixel of slack: at a zoom the
 * box scrolled to its end can stop a fraction short of it.
 */
export const scrollCues = ({
  scrollLeft,
  scrollWidth,
  clientWidth,
}: Pick<Element, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): ScrollCues => ({
  left: scrollLeft > 1,
  right: scrollLeft + clientWidth < scrollWidth - 1,
});
