import { describe, expect, it } from 'vitest';
import { lyingZipBomb, truncated, workbookFile, zipBomb } from '../test/sheetFiles';
import { zipProblem } from './zipInspect';

const limits = { maxInflatedBytes: 10 * 1024 * 1024, maxEntries: 50 };

describe('zip inspection', () => {
  it('passes a workbook', () => {
    expect(zipProblem(workbookFile([{ name: 'S', rows: [['a']] }]), limits)).toBeNull();
  });
  it('names what is wrong before anything is unpacked', () => {
    expect(zipProblem(Buffer.from('plain text'), limits)).toBe('notSpreadsheet');
    expect(zipProblem(Buffer.alloc(0), limits)).toBe('notSpreadsheet');
    expect(zipProblem(truncated(workbookFile([{ name: 'S', rows: [['a']] }])), limits)).toBe('corrupt');
    expect(zipProblem(zipBomb(20), limits)).toBe('tooBigUnpacked');
    expect(zipProblem(zipBomb(1), { ...limits, maxEntries: 1 })).toBe('tooBigUnpacked');
  });
  it('finds a directory that declares entries smaller than their packed data', () => {
    expect(zipProblem(lyingZipBomb(20), limits)).toBe('corrupt');
    // Packed data that does not compress (stored or random) passes: it is at most its own size plus a little.
    const random = Array.from({ length: 2_000 }, (_, i) => [`${(i * 7919) % 10007}-${Math.sin(i)}`]);
    expect(zipProblem(workbookFile([{ name: 'S', rows: random }]), limits)).toBeNull();
  });
});
