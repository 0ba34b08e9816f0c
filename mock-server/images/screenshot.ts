import jpeg from 'jpeg-js';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphPixel } from './font';

const SCREENSHOT_WIDTH = 320;
const SCREENSHOT_HEIGHT = 180;
const SCALE = 3;
type Rgb = readonly [number, number, number];

const BACKGROUNDS: Record<string, Rgb> = {
  'TD-1070': [24, 56, 96],
  'TD-1060': [30, 80, 60],
  'TD-0360': [90, 40, 80],
};

class Canvas {
  readonly data: Buffer;
  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.data = Buffer.alloc(width * height * 4);
    for (let offset = 0; offset < this.data.length; offset += 4) this.set(offset, background);
  }

  private set(offset: number, [r, g, b]: Rgb): void {
    this.data[offset] = r;
    this.data[offset + 1] = g;
    this.data[offset + 2] = b;
    this.data[offset + 3] = 255;
  }

  fill(x: number, y: number, w: number, h: number, colour: Rgb): void {
    for (let row = Math.max(0, y); row < Math.min(this.height, y + h); row += 1) {
      for (let col = Math.max(0, x); col < Math.min(this.width, x + w); col += 1) {
        this.set((row * this.width + col) * 4, colour);
      }
    }
  }

  /** Draws text with its top left corner at (x, y); text past the right edge is cut off. */
  text(x: number, y: number, text: string, colour: Rgb): void {
    [...text].forEach((char, index) => {
      const left = x + index * (GLYPH_WIDTH + 1) * SCALE;
      for (let gx = 0; gx < GLYPH_WIDTH; gx += 1) {
        for (let gy = 0; gy < GLYPH_HEIGHT; gy += 1) {
          if (glyphPixel(char, gx, gy)) this.fill(left + gx * SCALE, y + gy * SCALE, SCALE, SCALE, colour);
        }
      }
    });
  }
}

function clock(now: Date): string {
  return [now.getHours(), now.getMinutes(), now.getSeconds()]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
}

/** The raw picture of what a display shows: its name and the time on a background of its model's colour. */
function drawScreenshot(name: string, modelId: string, now: Date): Canvas {
  const canvas = new Canvas(SCREENSHOT_WIDTH, SCREENSHOT_HEIGHT, BACKGROUNDS[modelId] ?? [40, 40, 40]);
  canvas.fill(0, SCREENSHOT_HEIGHT - 40, SCREENSHOT_WIDTH, 40, [12, 12, 12]);
  canvas.text(12, 24, name.slice(0, 17), [255, 255, 255]);
  canvas.text(12, 70, modelId, [200, 200, 200]);
  canvas.text(12, SCREENSHOT_HEIGHT - 31, clock(now), [255, 220, 90]);
  return canvas;
}

/** Half the width and height, each pixel the average of a 2×2 block. */
function halve(source: Canvas): Canvas {
  const target = new Canvas(source.width / 2, source.height / 2, [0, 0, 0]);
  for (let y = 0; y < target.height; y += 1) {
    for (let x = 0; x < target.width; x += 1) {
      const out = (y * target.width + x) * 4;
      for (let channel = 0; channel < 3; channel += 1) {
        let sum = 0;
        for (const [dx, dy] of [
          [0, 0],
          [1, 0],
          [0, 1],
          [1, 1],
        ])
          sum += source.data[((2 * y + dy) * source.width + 2 * x + dx) * 4 + channel];
        target.data[out + channel] = Math.round(sum / 4);
      }
    }
  }
  return target;
}

const encode = (canvas: Canvas): Buffer =>
  jpeg.encode({ width: canvas.width, height: canvas.height, data: canvas.data }, 80).data;

/** A JPEG of what a display shows: its name and the current time on a background of its model's colour. */
export function renderScreenshot(name: string, modelId: string, now: Date): Buffer {
  return encode(drawScreenshot(name, modelId, now));
}

/** The same picture at half size, for lists of thumbnails. */
export function renderThumbnail(name: string, modelId: string, now: Date): Buffer {
  return encode(halve(drawScreenshot(name, modelId, now)));
}
