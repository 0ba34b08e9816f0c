import type { Locator } from '@playwright/test';

/** Where an element is on the screen, in px from the window's top left corner. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The element's box on the screen; fails when it is not shown. */
export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} is not on the screen`);
  return box;
}

export const bottomOf = (box: Box) => box.y + box.height;
