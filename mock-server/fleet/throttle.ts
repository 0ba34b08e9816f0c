import { Transform } from 'node:stream';

/**
 * A pass-through that lets bytes on no faster than `bytesPerSecond`: each chunk is released when the bytes before
 * it would have taken that long on a link of that speed. Back-pressure slows the sender as a slow link would.
 */
export function throttled(bytesPerSecond: number): Transform {
  let releaseAt = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const now = performance.now();
      releaseAt = Math.max(releaseAt, now) + (chunk.length / bytesPerSecond) * 1000;
      setTimeout(() => done(null, chunk), releaseAt - now);
    },
  });
}
